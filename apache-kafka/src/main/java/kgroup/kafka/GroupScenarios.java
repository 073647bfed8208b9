package kgroup.kafka;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.GroupListing;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerGroupMetadata;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.CooperativeStickyAssignor;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.apache.kafka.clients.consumer.SubscriptionPattern;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.GroupState;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.GroupIdNotFoundException;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.coordinator.group.generated.CoordinatorRecordType;
import org.apache.kafka.streams.CloseOptions.GroupMembershipOperation;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;

/**
 * Drives a Kafka 4.4 broker with Kafka's own Java clients through every kind of group, so that
 * the broker's group coordinator writes every kind of record to {@code __consumer_offsets}.
 *
 * <p>{@code GroupScenarios BOOTSTRAP STATE_DIR} runs the scenarios one after another, printing a
 * line as each is done, and exits 0 when all ran (1, with the reason, when one failed). Every
 * member leaves its group before the program ends, so the topic is quiet afterwards. Every wait
 * is bounded. {@code GroupScenarios --record-types} prints Kafka's coordinator record types, a
 * line {@code NUMBER NAME} each, as its {@code CoordinatorRecordType} names them. At the end
 * it prints Kafka's own view of the groups' committed offsets (the Admin client's), a line
 * {@code committed GROUP TOPIC PARTITION OFFSET} each.
 *
 * <p>Groups (each scenario its own): {@code classic-range} (eager, range assignor),
 * {@code classic-static} (static members, one restarted), {@code classic-cooperative}
 * (cooperative-sticky; one partition's offset deleted afterwards), {@code consumer-848} (the
 * consumer protocol; a member leaves), {@code regex-848} and {@code regex-classic} (regular
 * expression subscriptions), {@code share-work} (a share group), {@code streams-app} (a Kafka
 * Streams application on the streams protocol), {@code txn-group} (transactional offset commits,
 * one committed and one aborted), {@code doomed-classic} and {@code doomed-848} (deleted).
 */
public final class GroupScenarios {
  static final String ORDERS = "orders";
  static final String REGEX_A = "regex-a";
  static final String REGEX_B = "regex-b";
  static final String SHARED = "shared-work";
  static final String STREAMS_IN = "streams-in";
  static final String STREAMS_OUT = "streams-out";
  static final int ORDERS_PARTITIONS = 3;
  static final int RECORDS_PER_PARTITION = 10;
  /** Every group the scenarios use. */
  static final List<String> GROUPS =
      List.of(
          "classic-range",
          "classic-static",
          "classic-cooperative",
          "consumer-848",
          "regex-848",
          "regex-classic",
          "share-work",
          "streams-app",
          "txn-group",
          "doomed-classic",
          "doomed-848");
  /** The bound of every wait. */
  static final Duration WAIT = Duration.ofSeconds(60);

  private final String bootstrap;
  private final Path stateDir;
  private final Admin admin;

  private GroupScenarios(String bootstrap, Path stateDir, Admin admin) {
    this.bootstrap = bootstrap;
    this.stateDir = stateDir;
    this.admin = admin;
  }

  public static void main(String[] args) {
    if (args.length == 1 && args[0].equals("--record-types")) {
      for (CoordinatorRecordType type : CoordinatorRecordType.values()) {
        String name = type.newRecordKey().getClass().getSimpleName();
        System.out.println(type.id() + " " + name.substring(0, name.length() - "Key".length()));
      }
      return;
    }
    if (args.length != 2) {
      System.err.println("usage: GroupScenarios BOOTSTRAP STATE_DIR | --record-types");
      System.exit(2);
    }
    Properties settings = new Properties();
    settings.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
    int status = 0;
    try (Admin admin = Admin.create(settings)) {
      new GroupScenarios(args[0], Path.of(args[1]), admin).runAll();
    } catch (Throwable failure) {
      failure.printStackTrace();
      System.err.println("scenario failed: " + failure);
      status = 1;
    }
    // After a failure, threads of clients left open could keep the JVM alive: end it here.
    System.exit(status);
  }

  private void runAll() throws Exception {
    createTopics();
    classicEager();
    done("classic eager group (range assignor, two members)");
    staticMembers();
    done("static members (group.instance.id, one restarted)");
    cooperativeSticky();
    done("cooperative-sticky group (two members)");
    consumerProtocol();
    done("consumer protocol group (two members, one leaves)");
    regexSubscriptions();
    done("regular expression subscriptions (consumer protocol and classic)");
    shareGroup();
    done("share group (records acknowledged)");
    streamsGroup();
    done("streams group (a Kafka Streams application)");
    transactionalCommits();
    done("transactional offset commits (one committed, one aborted)");
    deletedOffsets();
    done("deleted offsets (one partition of classic-cooperative)");
    deletedGroups();
    done("deleted groups (doomed-classic and doomed-848)");
    awaitAllEmpty();
    done("every group is empty");
    printCommittedOffsets();
  }

  private static void done(String scenario) {
    System.out.println("done: " + scenario);
    System.out.flush();
  }

  // -- the scenarios ---------------------------------------------------------------------------

  private void createTopics() throws Exception {
    admin
        .createTopics(
            List.of(
                new NewTopic(ORDERS, ORDERS_PARTITIONS, (short) 1),
                new NewTopic(REGEX_A, 1, (short) 1),
                new NewTopic(REGEX_B, 1, (short) 1),
                new NewTopic(SHARED, 1, (short) 1),
                new NewTopic(STREAMS_IN, 1, (short) 1),
                new NewTopic(STREAMS_OUT, 1, (short) 1)))
        .all()
        .get(WAIT.toSeconds(), TimeUnit.SECONDS);
    try (KafkaProducer<String, String> producer = producer(Map.of())) {
      for (String topic : List.of(ORDERS, REGEX_A, REGEX_B, SHARED, STREAMS_IN)) {
        int partitions = topic.equals(ORDERS) ? ORDERS_PARTITIONS : 1;
        for (int partition = 0; partition < partitions; partition++) {
          for (int i = 0; i < RECORDS_PER_PARTITION; i++) {
            producer.send(new ProducerRecord<>(topic, partition, "k" + i, "v" + i));
          }
        }
      }
      producer.flush();
    }
    done("topics created and filled");
  }

  /** Two members of a classic group with the eager range assignor; the second joins later. */
  private void classicEager() {
    Map<String, Object> range =
        Map.of(ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG, RangeAssignor.class.getName());
    try (KafkaConsumer<String, String> first = consumer("classic-range", "classic", range);
        KafkaConsumer<String, String> second = consumer("classic-range", "classic", range)) {
      twoMembers(first, second, List.of(ORDERS));
    }
  }

  /** Two static members; one is closed without leaving and comes back under its instance id. */
  private void staticMembers() throws Exception {
    KafkaConsumer<String, String> first = staticMember("static-a");
    KafkaConsumer<String, String> second = staticMember("static-b");
    try {
      twoMembers(first, second, List.of(ORDERS));
      second.close(
          CloseOptions.groupMembershipOperation(
                  CloseOptions.GroupMembershipOperation.REMAIN_IN_GROUP)
              .withTimeout(WAIT));
      second = staticMember("static-b");
      second.subscribe(List.of(ORDERS));
      KafkaConsumer<String, String> restarted = second;
      pollUntil(
          List.of(first, restarted), () -> !restarted.assignment().isEmpty(), "static-b is back");
      commitPositions(restarted);
    } finally {
      leave(first);
      leave(second);
    }
    awaitEmpty("classic-static");
  }

  private KafkaConsumer<String, String> staticMember(String instance) {
    return consumer(
        "classic-static", "classic", Map.of(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG, instance));
  }

  /** Two members of a classic group with the cooperative-sticky assignor. */
  private void cooperativeSticky() {
    Map<String, Object> cooperative =
        Map.of(
            ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG,
            CooperativeStickyAssignor.class.getName());
    try (KafkaConsumer<String, String> first =
            consumer("classic-cooperative", "classic", cooperative);
        KafkaConsumer<String, String> second =
            consumer("classic-cooperative", "classic", cooperative)) {
      twoMembers(first, second, List.of(ORDERS));
    }
  }

  /** Two members on the consumer protocol (KIP-848); one leaves, the other takes over. */
  private void consumerProtocol() {
    try (KafkaConsumer<String, String> first = consumer("consumer-848", "consumer", Map.of())) {
      try (KafkaConsumer<String, String> second =
          consumer("consumer-848", "consumer", Map.of())) {
        twoMembers(first, second, List.of(ORDERS));
      }
      pollUntil(
          List.of(first),
          () -> first.assignment().size() == ORDERS_PARTITIONS,
          "consumer-848: the remaining member owns every partition");
      commitPositions(first);
    }
  }

  /** A consumer-protocol group subscribed by the broker-side pattern, and a classic one. */
  private void regexSubscriptions() {
    try (KafkaConsumer<String, String> member = consumer("regex-848", "consumer", Map.of())) {
      member.subscribe(new SubscriptionPattern("regex-.*"));
      drain(List.of(member), 2, "regex-848");
      commitPositions(member);
    }
    try (KafkaConsumer<String, String> member = consumer("regex-classic", "classic", Map.of())) {
      member.subscribe(Pattern.compile("regex-.*"));
      drain(List.of(member), 2, "regex-classic");
      commitPositions(member);
    }
  }

  /** A share consumer that reads the topic from its start and accepts every record. */
  private void shareGroup() throws Exception {
    ConfigResource group = new ConfigResource(ConfigResource.Type.GROUP, "share-work");
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
    Properties settings = clientSettings();
    settings.put(ConsumerConfig.GROUP_ID_CONFIG, "share-work");
    settings.put("share.acknowledgement.mode", "explicit");
    settings.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    settings.put(
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    try (KafkaShareConsumer<String, String> member = new KafkaShareConsumer<>(settings)) {
      member.subscribe(List.of(SHARED));
      int accepted = 0;
      long deadline = System.nanoTime() + WAIT.toNanos();
      while (accepted < RECORDS_PER_PARTITION) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("share-work: only " + accepted + " records delivered");
        }
        for (ConsumerRecord<String, String> record : member.poll(Duration.ofMillis(200))) {
          member.acknowledge(record, AcknowledgeType.ACCEPT);
          accepted++;
        }
        member.commitSync(WAIT);
      }
      member.close(WAIT);
    }
    awaitEmpty("share-work");
  }

  /** A stateless Kafka Streams application on the streams group protocol (KIP-1071). */
  private void streamsGroup() {
    StreamsBuilder builder = new StreamsBuilder();
    AtomicInteger processed = new AtomicInteger();
    builder.<String, String>stream(STREAMS_IN)
        .peek((key, value) -> processed.incrementAndGet())
        .mapValues(value -> value.toUpperCase())
        .to(STREAMS_OUT);
    Properties settings = clientSettings();
    settings.put(StreamsConfig.APPLICATION_ID_CONFIG, "streams-app");
    settings.put(StreamsConfig.GROUP_PROTOCOL_CONFIG, "streams");
    settings.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.resolve("streams").toString());
    settings.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, 100);
    settings.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    settings.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    settings.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
    KafkaStreams streams = new KafkaStreams(builder.build(), settings);
    try {
      streams.start();
      await(
          () -> processed.get() >= RECORDS_PER_PARTITION,
          () -> "streams-app: the application processed its input");
    } finally {
      boolean closed =
          streams.close(
              org.apache.kafka.streams.CloseOptions.groupMembershipOperation(
                      GroupMembershipOperation.LEAVE_GROUP)
                  .withTimeout(WAIT));
      if (!closed) {
        throw new IllegalStateException("streams-app did not close within " + WAIT);
      }
    }
    awaitEmpty("streams-app");
  }

  /** A transactional producer commits offsets in one transaction and aborts them in another. */
  private void transactionalCommits() throws Exception {
    ConsumerGroupMetadata group = new ConsumerGroupMetadata("txn-group");
    Map<String, Object> transactional = Map.of(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "txn-app");
    try (KafkaProducer<String, String> producer = producer(transactional)) {
      producer.initTransactions();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(STREAMS_OUT, "txn", "committed"));
      producer.sendOffsetsToTransaction(
          Map.of(
              new TopicPartition(ORDERS, 0), new OffsetAndMetadata(4, "committed"),
              new TopicPartition(ORDERS, 1), new OffsetAndMetadata(5)),
          group);
      producer.commitTransaction();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(STREAMS_OUT, "txn", "aborted"));
      producer.sendOffsetsToTransaction(
          Map.of(new TopicPartition(ORDERS, 0), new OffsetAndMetadata(9, "aborted")), group);
      producer.abortTransaction();
    }
    Map<TopicPartition, OffsetAndMetadata> committed =
        admin
            .listConsumerGroupOffsets("txn-group")
            .partitionsToOffsetAndMetadata()
            .get(WAIT.toSeconds(), TimeUnit.SECONDS);
    OffsetAndMetadata first = committed.get(new TopicPartition(ORDERS, 0));
    if (first == null || first.offset() != 4) {
      throw new IllegalStateException("txn-group: the aborted commit took effect: " + committed);
    }
  }

  /** An empty group's offset of one partition deleted with the Admin API. */
  private void deletedOffsets() throws Exception {
    admin
        .deleteConsumerGroupOffsets("classic-cooperative", Set.of(new TopicPartition(ORDERS, 0)))
        .all()
        .get(WAIT.toSeconds(), TimeUnit.SECONDS);
  }

  /** A classic and a consumer-protocol group commit, their members leave, and both are deleted. */
  private void deletedGroups() throws Exception {
    for (String protocol : List.of("classic", "consumer")) {
      String group = protocol.equals("classic") ? "doomed-classic" : "doomed-848";
      try (KafkaConsumer<String, String> member = consumer(group, protocol, Map.of())) {
        member.subscribe(List.of(REGEX_A));
        drain(List.of(member), 1, group);
        commitPositions(member);
      }
      awaitEmpty(group);
    }
    admin
        .deleteConsumerGroups(List.of("doomed-classic", "doomed-848"))
        .all()
        .get(WAIT.toSeconds(), TimeUnit.SECONDS);
  }

  // -- helpers ---------------------------------------------------------------------------------

  /** The first member joins and reads everything, then the second joins; both commit. */
  private void twoMembers(
      KafkaConsumer<String, String> first,
      KafkaConsumer<String, String> second,
      Collection<String> topics) {
    first.subscribe(topics);
    drain(List.of(first), ORDERS_PARTITIONS, "the first member");
    commitPositions(first);
    second.subscribe(topics);
    pollUntil(
        List.of(first, second),
        () ->
            !first.assignment().isEmpty()
                && !second.assignment().isEmpty()
                && first.assignment().size() + second.assignment().size() == ORDERS_PARTITIONS,
        "both members own partitions");
    commitPositions(first);
    commitPositions(second);
  }

  /** Poll until the members own {@code partitions} partitions and have read them to the end. */
  private static void drain(
      List<KafkaConsumer<String, String>> members, int partitions, String what) {
    pollUntil(
        members,
        () -> {
          int owned = 0;
          for (KafkaConsumer<String, String> member : members) {
            Set<TopicPartition> assigned = member.assignment();
            owned += assigned.size();
            Map<TopicPartition, Long> ends = member.endOffsets(assigned, WAIT);
            for (TopicPartition partition : assigned) {
              if (member.position(partition, WAIT) < ends.get(partition)) {
                return false;
              }
            }
          }
          return owned == partitions;
        },
        what + " read every partition to its end");
  }

  private static void commitPositions(KafkaConsumer<String, String> member) {
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    for (TopicPartition partition : member.assignment()) {
      offsets.put(partition, new OffsetAndMetadata(member.position(partition, WAIT)));
    }
    member.commitSync(offsets, WAIT);
  }

  private static void pollUntil(
      List<KafkaConsumer<String, String>> members, BooleanSupplier done, String what) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      for (KafkaConsumer<String, String> member : members) {
        member.poll(Duration.ofMillis(100));
      }
      if (done.getAsBoolean()) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("not within " + WAIT + ": " + what);
      }
    }
  }

  /** Wait until {@code done}; past {@link #WAIT}, fail saying what was awaited. */
  private static void await(BooleanSupplier done, Supplier<String> what) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("not within " + WAIT + ": " + what.get());
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted waiting for " + what.get());
      }
    }
  }

  private static void leave(KafkaConsumer<String, String> member) {
    member.close(
        CloseOptions.groupMembershipOperation(CloseOptions.GroupMembershipOperation.LEAVE_GROUP)
            .withTimeout(WAIT));
  }

  private Map<String, GroupState> groupStates() {
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

  private void awaitEmpty(String group) {
    await(() -> groupStates().get(group) == GroupState.EMPTY, () -> group + " is empty");
  }

  /** Nothing more is written for a group once it is empty: the topic is quiet from here on. */
  private void awaitAllEmpty() {
    List<String> busy = new ArrayList<>();
    await(
        () -> {
          busy.clear();
          groupStates()
              .forEach(
                  (group, state) -> {
                    if (state != GroupState.EMPTY) {
                      busy.add(group + "=" + state);
                    }
                  });
          return busy.isEmpty();
        },
        () -> "every group empty (still busy: " + busy + ")");
  }

  /**
   * Kafka's own view of the committed offsets of every group but the share group (which has
   * none), a line each; a deleted group has none.
   */
  private void printCommittedOffsets() throws Exception {
    for (String group : GROUPS) {
      if (group.equals("share-work")) {
        continue;
      }
      Map<TopicPartition, OffsetAndMetadata> offsets;
      try {
        offsets =
            admin
                .listConsumerGroupOffsets(group)
                .partitionsToOffsetAndMetadata()
                .get(WAIT.toSeconds(), TimeUnit.SECONDS);
      } catch (ExecutionException failure) {
        if (failure.getCause() instanceof GroupIdNotFoundException) {
          continue;
        }
        throw failure;
      }
      offsets.forEach(
          (partition, offset) ->
              System.out.println(
                  "committed "
                      + group
                      + " "
                      + partition.topic()
                      + " "
                      + partition.partition()
                      + " "
                      + offset.offset()));
    }
  }

  private Properties clientSettings() {
    Properties settings = new Properties();
    settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    return settings;
  }

  private KafkaConsumer<String, String> consumer(
      String group, String protocol, Map<String, Object> extra) {
    Properties settings = clientSettings();
    settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
    settings.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
    settings.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    settings.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    settings.putAll(extra);
    return new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
  }

  private KafkaProducer<String, String> producer(Map<String, Object> extra) {
    Properties settings = clientSettings();
    settings.putAll(extra);
    return new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer());
  }
}
