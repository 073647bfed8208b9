package kgroup.kafka;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.CooperativeStickyAssignor;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * Many of Kafka's Java consumers in one JVM, each on a thread of its own, for the rebalance
 * benchmark (bench/rebalance.py): one JVM per member would cost a JVM start per join.
 *
 * <p>{@code RebalanceMembers BOOTSTRAP SESSION_TIMEOUT_MS HEARTBEAT_INTERVAL_MS} reads commands
 * from stdin, a line each: {@code start NAME GROUP TOPIC MODE} (MODE: {@code eager}, classic with
 * the range assignor; {@code cooperative}, classic with cooperative-sticky; {@code consumer},
 * the KIP-848 protocol), {@code close NAME} (the consumer leaves its group), and {@code quit}.
 * Each assignment change a consumer's rebalance listener sees is printed as one JSON line:
 * {@code {"member": NAME, "event": "assigned|revoked|lost", "at": SECONDS, "partitions":
 * [[TOPIC, PARTITION], ...]}}, the time in seconds since the epoch; {@code {"member": NAME,
 * "event": "closed"}} follows a close.
 */
public final class RebalanceMembers {
  private static final Map<String, Member> MEMBERS = new ConcurrentHashMap<>();

  private RebalanceMembers() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: RebalanceMembers BOOTSTRAP SESSION_TIMEOUT_MS HEARTBEAT_INTERVAL_MS");
      System.exit(2);
    }
    BufferedReader input =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = input.readLine()) != null) {
      String[] words = line.trim().split("\\s+");
      switch (words[0]) {
        case "start" -> {
          Member member = new Member(words[1], words[2], words[3], words[4], args);
          MEMBERS.put(words[1], member);
          member.thread.start();
        }
        case "close" -> {
          Member member = MEMBERS.remove(words[1]);
          member.stop.set(true);
          member.thread.join(60_000);
        }
        case "quit" -> {
          for (Member member : MEMBERS.values()) {
            member.stop.set(true);
          }
          for (Member member : MEMBERS.values()) {
            member.thread.join(60_000);
          }
          System.exit(0);
        }
        default -> System.err.println("unknown command: " + line);
      }
    }
    System.exit(0);
  }

  static synchronized void print(String name, String event, Collection<TopicPartition> parts) {
    String list =
        parts.stream()
            .map(tp -> "[\"" + tp.topic() + "\", " + tp.partition() + "]")
            .collect(Collectors.joining(", "));
    double at = System.currentTimeMillis() / 1000.0;
    System.out.println(
        "{\"member\": \"" + name + "\", \"event\": \"" + event + "\", \"at\": " + at
            + ", \"partitions\": [" + list + "]}");
    System.out.flush();
  }

  /** One consumer polling on its own thread until told to stop, then closing. */
  static final class Member {
    final String name;
    final AtomicBoolean stop = new AtomicBoolean(false);
    final Thread thread;

    Member(String name, String group, String topic, String mode, String[] args) {
      this.name = name;
      Properties settings = new Properties();
      settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
      settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
      settings.put(ConsumerConfig.CLIENT_ID_CONFIG, name);
      settings.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
      settings.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
      settings.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
      if (mode.equals("consumer")) {
        settings.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, "consumer");
      } else {
        settings.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, "classic");
        settings.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, args[1]);
        settings.put(ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, args[2]);
        settings.put(
            ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG,
            mode.equals("cooperative")
                ? CooperativeStickyAssignor.class.getName()
                : RangeAssignor.class.getName());
      }
      this.thread =
          new Thread(
              () -> {
                try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(settings)) {
                  consumer.subscribe(
                      List.of(topic),
                      new ConsumerRebalanceListener() {
                        @Override
                        public void onPartitionsAssigned(Collection<TopicPartition> parts) {
                          print(name, "assigned", parts);
                        }

                        @Override
                        public void onPartitionsRevoked(Collection<TopicPartition> parts) {
                          print(name, "revoked", parts);
                        }

                        @Override
                        public void onPartitionsLost(Collection<TopicPartition> parts) {
                          print(name, "lost", parts);
                        }
                      });
                  while (!stop.get()) {
                    consumer.poll(Duration.ofMillis(50));
                  }
                }
                print(name, "closed", List.of());
              },
              name);
      this.thread.setDaemon(true);
    }
  }
}
