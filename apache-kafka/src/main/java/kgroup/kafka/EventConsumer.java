package kgroup.kafka;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.consumer.SubscriptionPattern;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * One member of a consumer group that reports everything it does as timestamped JSON lines, for
 * the mixed-group tests (tests/member/members.py, {@code JavaMember}).
 *
 * <p>{@code EventConsumer BOOTSTRAP GROUP PROTOCOL SUBSCRIPTION [INSTANCE_ID]}: PROTOCOL is a
 * classic assignor ({@code range}, {@code roundrobin}, {@code cooperative-sticky}) or {@code
 * consumer} (KIP-848); SUBSCRIPTION is a comma-separated list of topics, or {@code re:REGEX} for
 * a pattern (the broker resolves it on the consumer protocol, the client on the classic one).
 *
 * <p>It behaves as the tests' librdkafka member does: each newly assigned partition resumes from
 * the group's committed offset, one record every 50 ms; what was consumed is committed every
 * second and, for revoked partitions, from inside the revocation callback; lost partitions are
 * committed for no more. Lines (every {@code at}, {@code sent}, {@code done} is wall-clock epoch
 * seconds): {@code assigned}, {@code revoked} (after its commit), {@code lost} with {@code
 * partitions} as {@code [[topic, partition], ...]}; {@code resume} (the first offset consumed
 * after an assignment); {@code commit} with {@code offsets}, {@code refused} (error names) and
 * {@code unknown}; {@code left} after close. A line {@code stop} on stdin, or SIGTERM, closes
 * the consumer (it revokes and leaves the group); SIGKILL is a crash.
 */
public final class EventConsumer {
  static final long STEP_MS = 50;
  static final long COMMIT_EVERY_MS = 1000;

  private final KafkaConsumer<byte[], byte[]> consumer;
  private final Set<TopicPartition> owned = new HashSet<>();
  private final Map<TopicPartition, Long> positions = new HashMap<>();
  private final Map<TopicPartition, Long> committed = new HashMap<>();
  private final Map<TopicPartition, Double> resumePending = new HashMap<>();
  private final AtomicBoolean stopping = new AtomicBoolean();

  EventConsumer(KafkaConsumer<byte[], byte[]> consumer) {
    this.consumer = consumer;
  }

  static double now() {
    return System.currentTimeMillis() / 1000.0;
  }

  static synchronized void emit(String line) {
    System.out.println(line);
    System.out.flush();
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }

  static String partitions(Collection<TopicPartition> partitions) {
    List<String> items = new ArrayList<>();
    for (TopicPartition tp : partitions) {
      items.add("[" + quote(tp.topic()) + "," + tp.partition() + "]");
    }
    return "[" + String.join(",", items) + "]";
  }

  void change(String kind, double at, Collection<TopicPartition> partitions) {
    emit(
        "{\"event\":"
            + quote(kind)
            + ",\"at\":"
            + at
            + ",\"partitions\":"
            + partitions(partitions)
            + "}");
  }

  final ConsumerRebalanceListener listener =
      new ConsumerRebalanceListener() {
        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
          double at = now();
          if (partitions.isEmpty()) {
            return;
          }
          change("assigned", at, partitions);
          for (TopicPartition tp : partitions) {
            owned.add(tp);
            positions.remove(tp);
            committed.remove(tp);
            resumePending.put(tp, at);
          }
        }

        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
          if (partitions.isEmpty()) {
            return;
          }
          Map<TopicPartition, Long> due = new HashMap<>();
          for (Map.Entry<TopicPartition, Long> entry : due().entrySet()) {
            if (partitions.contains(entry.getKey())) {
              due.put(entry.getKey(), entry.getValue());
            }
          }
          if (!due.isEmpty()) {
            commit(due);
          }
          change("revoked", now(), partitions);
          forget(partitions);
        }

        @Override
        public void onPartitionsLost(Collection<TopicPartition> partitions) {
          if (partitions.isEmpty()) {
            return;
          }
          change("lost", now(), partitions);
          forget(partitions);
        }
      };

  void forget(Collection<TopicPartition> partitions) {
    for (TopicPartition tp : partitions) {
      owned.remove(tp);
      positions.remove(tp);
      committed.remove(tp);
      resumePending.remove(tp);
    }
  }

  /** Positions of owned partitions that moved since they were last committed. */
  Map<TopicPartition, Long> due() {
    Map<TopicPartition, Long> out = new HashMap<>();
    for (Map.Entry<TopicPartition, Long> entry : positions.entrySet()) {
      TopicPartition tp = entry.getKey();
      if (owned.contains(tp) && !entry.getValue().equals(committed.get(tp))) {
        out.put(tp, entry.getValue());
      }
    }
    return out;
  }

  void commit(Map<TopicPartition, Long> offsets) {
    Map<TopicPartition, OffsetAndMetadata> wanted = new HashMap<>();
    offsets.forEach((tp, offset) -> wanted.put(tp, new OffsetAndMetadata(offset)));
    double sent = now();
    String refused = null;
    boolean unknown = false;
    try {
      try {
        consumer.commitSync(wanted, Duration.ofSeconds(15));
      } catch (WakeupException e) {
        if (!stopping.get()) {
          throw e;
        }
        // the wake-up that asked the member to stop, met here first: commit once more
        consumer.commitSync(wanted, Duration.ofSeconds(15));
      }
    } catch (RetriableException e) {
      // a timeout or a lost connection: the commit may or may not have been applied
      unknown = true;
    } catch (RuntimeException e) {
      refused = e.getClass().getSimpleName();
    }
    double done = now();
    List<String> entries = new ArrayList<>();
    offsets.forEach(
        (tp, offset) ->
            entries.add("[" + quote(tp.topic()) + "," + tp.partition() + "," + offset + "]"));
    emit(
        "{\"event\":\"commit\",\"sent\":"
            + sent
            + ",\"done\":"
            + done
            + ",\"offsets\":["
            + String.join(",", entries)
            + "],\"refused\":"
            + (refused == null ? "null" : quote(refused))
            + ",\"unknown\":"
            + unknown
            + "}");
    if (refused == null && !unknown) {
      committed.putAll(offsets);
    }
  }

  void consumed(ConsumerRecord<byte[], byte[]> record) {
    TopicPartition tp = new TopicPartition(record.topic(), record.partition());
    if (!owned.contains(tp)) {
      return;
    }
    Double assignedAt = resumePending.remove(tp);
    if (assignedAt != null) {
      emit(
          "{\"event\":\"resume\",\"assigned_at\":"
              + assignedAt
              + ",\"partition\":["
              + quote(tp.topic())
              + ","
              + tp.partition()
              + "],\"offset\":"
              + record.offset()
              + "}");
    }
    positions.put(tp, record.offset() + 1);
  }

  void run() throws InterruptedException {
    long lastCommit = System.currentTimeMillis();
    try {
      while (!stopping.get()) {
        for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(STEP_MS))) {
          consumed(record);
          Thread.sleep(STEP_MS); // a steady pace, so that there is always more to commit
        }
        if (System.currentTimeMillis() - lastCommit >= COMMIT_EVERY_MS) {
          lastCommit = System.currentTimeMillis();
          Map<TopicPartition, Long> offsets = due();
          if (!offsets.isEmpty()) {
            commit(offsets);
          }
        }
      }
    } catch (WakeupException e) {
      // asked to stop
    }
    consumer.close(); // revokes (callback) and leaves the group
    emit("{\"event\":\"left\",\"at\":" + now() + "}");
  }

  void stop() {
    stopping.set(true);
    consumer.wakeup();
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 4 || args.length > 5) {
      System.err.println(
          "usage: EventConsumer BOOTSTRAP GROUP PROTOCOL SUBSCRIPTION [INSTANCE_ID]");
      System.exit(2);
    }
    String protocol = args[2];
    String subscription = args[3];
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
    props.put(ConsumerConfig.GROUP_ID_CONFIG, args[1]);
    props.put(ConsumerConfig.CLIENT_ID_CONFIG, "event-consumer");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    props.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "1");
    props.put(ConsumerConfig.METADATA_MAX_AGE_CONFIG, "1000");
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
    props.put(
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
    if (protocol.equals("consumer")) {
      props.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, "consumer");
    } else {
      props.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, "classic");
      String assignor =
          switch (protocol) {
            case "range" -> "org.apache.kafka.clients.consumer.RangeAssignor";
            case "roundrobin" -> "org.apache.kafka.clients.consumer.RoundRobinAssignor";
            case "cooperative-sticky" ->
                "org.apache.kafka.clients.consumer.CooperativeStickyAssignor";
            default -> throw new IllegalArgumentException("unknown assignor " + protocol);
          };
      props.put(ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG, assignor);
      props.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, "6000");
      props.put(ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, "300");
    }
    if (args.length == 5) {
      props.put(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG, args[4]);
    }
    KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(props);
    EventConsumer member = new EventConsumer(consumer);
    if (subscription.startsWith("re:")) {
      String regex = subscription.substring(3);
      if (protocol.equals("consumer")) {
        consumer.subscribe(new SubscriptionPattern(regex), member.listener);
      } else {
        consumer.subscribe(Pattern.compile(regex), member.listener);
      }
    } else {
      consumer.subscribe(Arrays.asList(subscription.split(",")), member.listener);
    }
    CountDownLatch done = new CountDownLatch(1);
    Thread main = Thread.currentThread();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    member.stop();
                  } catch (RuntimeException e) {
                    // already closed
                  }
                  try {
                    done.await();
                  } catch (InterruptedException e) {
                    main.interrupt();
                  }
                }));
    Thread stdin =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                  if (line.trim().equals("stop")) {
                    break;
                  }
                }
              } catch (Exception e) {
                // stdin closed: stop as well
              }
              member.stop();
            });
    stdin.setDaemon(true);
    stdin.start();
    try {
      member.run();
    } finally {
      done.countDown();
    }
    System.exit(0);
  }
}
