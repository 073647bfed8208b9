package kgroup.kafka;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.GroupListing;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.GroupState;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;

/**
 * Keeps one group of every kind alive on a Kafka 4.4 broker, driven by Kafka's own Java clients,
 * for as long as its standard input stays open, so that admin tools can be asked about them.
 *
 * <p>{@code LiveGroups BOOTSTRAP STATE_DIR PREFIX} creates the topics {@code PREFIX-orders} (3
 * partitions of 10 records), {@code PREFIX-shared}, {@code PREFIX-streams-in} (10 records each)
 * and {@code PREFIX-streams-out}, then the groups:
 *
 * <ul>
 *   <li>{@code PREFIX-classic}: two classic consumers (range assignor) on the orders topic; each
 *       commits, for every partition it owns, its log end minus one more than the partition
 *       number (lag 1, 2 and 3);
 *   <li>{@code PREFIX-consumer}: the same on the consumer protocol (KIP-848);
 *   <li>{@code PREFIX-partial}: one classic consumer owning the three partitions, which commits
 *       as those do for partitions 0 and 1 only (partition 2 has no committed offset);
 *   <li>{@code PREFIX-share}: a share consumer accepting every record of the shared topic;
 *   <li>{@code PREFIX-streams}: a Kafka Streams application on the streams protocol;
 *   <li>{@code PREFIX-empty}: a classic consumer committed offset 5 of every orders partition
 *       and left; the group is empty with offsets.
 * </ul>
 *
 * <p>It prints {@code ready} once the five live groups are stable and the empty one is empty,
 * keeps the members polling, and on end of input closes them all and exits 0 (1 with the reason
 * on failure). Every wait is bounded.
 */
public final class LiveGroups {
  static final int PARTITIONS = 3;
  static final int RECORDS = 10;
  static final Duration WAIT = Duration.ofSeconds(60);

  private final String bootstrap;
  private final String prefix;

  private LiveGroups(String bootstrap, String prefix) {
    this.bootstrap = bootstrap;
    this.prefix = prefix;
  }

  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: LiveGroups BOOTSTRAP STATE_DIR PREFIX");
      System.exit(2);
    }
    int status = 0;
    try {
      new LiveGroups(args[0], args[2]).run(Path.of(args[1]));
    } catch (Throwable failure) {
      failure.printStackTrace();
      System.err.println("live groups failed: " + failure);
      status = 1;
    }
    System.exit(status);
  }

  private String name(String suffix) {
    return prefix + "-" + suffix;
  }

  private void run(Path stateDir) throws Exception {
    Properties adminSettings = new Properties();
    adminSettings.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    List<KafkaConsumer<String, String>> consumers = new ArrayList<>();
    KafkaShareConsumer<String, String> share = null;
    KafkaStreams streams = null;
    try (Admin admin = Admin.create(adminSettings)) {
      createTopics(admin);
      emptyGroup();
      for (String protocol : List.of("classic", "consumer")) {
        KafkaConsumer<String, String> first = consumer(name(protocol), protocol);
        KafkaConsumer<String, String> second = consumer(name(protocol), protocol);
        consumers.add(first);
        consumers.add(second);
        first.subscribe(List.of(name("orders")));
        second.subscribe(List.of(name("orders")));
      }
      KafkaConsumer<String, String> partial = consumer(name("partial"), "classic");
      partial.subscribe(List.of(name("orders")));
      share = shareConsumer(admin);
      streams = streamsApp(stateDir);
      streams.start();
      settle(admin, consumers, partial, share);
      for (KafkaConsumer<String, String> member : consumers) {
        commitWithLag(member, PARTITIONS);
      }
      commitWithLag(partial, PARTITIONS - 1);
      consumers.add(partial);
      System.out.println("ready");
      System.out.flush();
      AtomicBoolean stop = new AtomicBoolean();
      Thread reader =
          new Thread(
              () -> {
                try {
                  while (System.in.read() >= 0) {
                    // read until the end of input
                  }
                } catch (IOException ignored) {
                  // the end of input all the same
                }
                stop.set(true);
              });
      reader.setDaemon(true);
      reader.start();
      while (!stop.get()) {
        pollOnce(consumers, share);
      }
    } finally {
      for (KafkaConsumer<String, String> member : consumers) {
        member.close(Duration.ofSeconds(10));
      }
      if (share != null) {
        share.close(Duration.ofSeconds(10));
      }
      if (streams != null) {
        streams.close(Duration.ofSeconds(10));
      }
    }
  }

  private void createTopics(Admin admin) throws Exception {
    admin
        .createTopics(
            List.of(
                new NewTopic(name("orders"), PARTITIONS, (short) 1),
                new NewTopic(name("shared"), 1, (short) 1),
                new NewTopic(name("streams-in"), 1, (short) 1),
                new NewTopic(name("streams-out"), 1, (short) 1)))
        .all()
        .get(WAIT.toSeconds(), TimeUnit.SECONDS);
    Properties settings = new Properties();
    settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    try (KafkaProducer<String, String> producer =
        new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer())) {
      for (int partition = 0; partition < PARTITIONS; partition++) {
        for (int i = 0; i < RECORDS; i++) {
          producer.send(new ProducerRecord<>(name("orders"), partition, "k" + i, "v" + i));
        }
      }
      for (int i = 0; i < RECORDS; i++) {
        producer.send(new ProducerRecord<>(name("shared"), 0, "k" + i, "v" + i));
        producer.send(new ProducerRecord<>(name("streams-in"), 0, "k" + i, "v" + i));
      }
      producer.flush();
    }
  }

  /** A classic consumer commits offset 5 of every orders partition, then leaves. */
  private void emptyGroup() {
    try (KafkaConsumer<String, String> member = consumer(name("empty"), "classic")) {
      Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
      for (int partition = 0; partition < PARTITIONS; partition++) {
        offsets.put(new TopicPartition(name("orders"), partition), new OffsetAndMetadata(5));
      }
      member.commitSync(offsets, WAIT);
    }
  }

  private KafkaShareConsumer<String, String> shareConsumer(Admin admin) throws Exception {
    ConfigResource group = new ConfigResource(ConfigResource.Type.GROUP, name("share"));
    admin
        .incrementalAlterConfigs(
            Map.of(
                group,
                List.of(
                    new AlterConfigOp(
                        new ConfigEntry("share.auto.offset.reset", "earliest"),
                        AlterConfigOp.OpType.SET))))
        .all()
        .get(WAIT.toSeconds(), TimeUnit.SECONDS);
    Properties settings = new Properties();
    settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    settings.put(ConsumerConfig.GROUP_ID_CONFIG, name("share"));
    settings.put(ConsumerConfig.CLIENT_ID_CONFIG, name("share-member"));
    settings.put("share.acknowledgement.mode", "explicit");
    KafkaShareConsumer<String, String> member =
        new KafkaShareConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
    member.subscribe(List.of(name("shared")));
    return member;
  }

  private KafkaStreams streamsApp(Path stateDir) {
    StreamsBuilder builder = new StreamsBuilder();
    builder.<String, String>stream(name("streams-in")).to(name("streams-out"));
    Properties settings = new Properties();
    settings.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    settings.put(StreamsConfig.APPLICATION_ID_CONFIG, name("streams"));
    settings.put(StreamsConfig.GROUP_PROTOCOL_CONFIG, "streams");
    settings.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.resolve("streams").toString());
    settings.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, 100);
    settings.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    settings.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    settings.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
    return new KafkaStreams(builder.build(), settings);
  }

  /** Poll until every live group is stable, both members of each own partitions, and the empty
   * group is empty. */
  private void settle(
      Admin admin,
      List<KafkaConsumer<String, String>> consumers,
      KafkaConsumer<String, String> partial,
      KafkaShareConsumer<String, String> share) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      pollOnce(consumers, share);
      partial.poll(Duration.ofMillis(50));
      boolean owned = partial.assignment().size() == PARTITIONS;
      for (int i = 0; i < consumers.size(); i += 2) {
        int first = consumers.get(i).assignment().size();
        int second = consumers.get(i + 1).assignment().size();
        owned &= first > 0 && second > 0 && first + second == PARTITIONS;
      }
      Map<String, GroupState> states = groupStates(admin);
      boolean stable = states.get(name("empty")) == GroupState.EMPTY;
      for (String group : List.of("classic", "consumer", "partial", "share", "streams")) {
        stable &= states.get(name(group)) == GroupState.STABLE;
      }
      if (owned && stable) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("the groups did not settle within " + WAIT + ": " + states);
      }
    }
  }

  private static void pollOnce(
      List<KafkaConsumer<String, String>> consumers, KafkaShareConsumer<String, String> share) {
    for (KafkaConsumer<String, String> member : consumers) {
      member.poll(Duration.ofMillis(50));
    }
    for (ConsumerRecord<String, String> record : share.poll(Duration.ofMillis(50))) {
      share.acknowledge(record, AcknowledgeType.ACCEPT);
    }
    share.commitAsync();
  }

  /** Commit, for each owned partition P below {@code below}, the log end minus P + 1. */
  private static void commitWithLag(KafkaConsumer<String, String> member, int below) {
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    for (TopicPartition partition : member.assignment()) {
      if (partition.partition() < below) {
        offsets.put(partition, new OffsetAndMetadata(RECORDS - partition.partition() - 1));
      }
    }
    member.commitSync(offsets, WAIT);
  }

  private static Map<String, GroupState> groupStates(Admin admin) {
    Map<String, GroupState> states = new HashMap<>();
    try {
      for (GroupListing listing :
          admin.listGroups().all().get(WAIT.toSeconds(), TimeUnit.SECONDS)) {
        states.put(listing.groupId(), listing.groupState().orElse(GroupState.UNKNOWN));
      }
    } catch (Exception failure) {
      throw new IllegalStateException("cannot list the groups", failure);
    }
    return states;
  }

  private KafkaConsumer<String, String> consumer(String group, String protocol) {
    Properties settings = new Properties();
    settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
    settings.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
    settings.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    settings.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    if (protocol.equals("classic")) {
      settings.put(
          ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG, RangeAssignor.class.getName());
    }
    return new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
  }
}
