package kgroup.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.ListShareGroupOffsetsSpec;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerGroupMetadata;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Kafka's own Java clients doing ordinary work, for a test that watches their frames on the wire.
 *
 * <p>{@code WireClients BOOTSTRAP PREFIX SCENARIO...} runs each scenario in order; every scenario's
 * client has the client id {@code java-SCENARIO} (both admin scenarios: {@code java-admin}). The
 * records go to topic {@code PREFIX}; groups and the transactional id are named after PREFIX too.
 *
 * <ul>
 *   <li>{@code admin-setup}: creates the topic, describes it and the cluster, and sets the share
 *       group's {@code share.auto.offset.reset} to earliest.
 *   <li>{@code producer-idempotent}, {@code producer-transactional}: send records; the
 *       transactional producer also commits consumer offsets in a transaction it commits, and
 *       aborts a second one.
 *   <li>{@code consumer-classic}, {@code consumer-consumer}: a KafkaConsumer with that
 *       {@code group.protocol} subscribes, polls until it has records, commits and leaves.
 *   <li>{@code share}: a KafkaShareConsumer polls, accepts each record and commits.
 *   <li>{@code admin}: lists and describes the groups, their offsets and the topic's; alters and
 *       deletes a group's offsets; deletes the groups.
 * </ul>
 *
 * <p>Each scenario prints one line saying what it did; any failure ends the program with status 1.
 */
public final class WireClients {
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  private WireClients() {}

  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    String prefix = args[1];
    for (int i = 2; i < args.length; i++) {
      String scenario = args[i];
      String done =
          switch (scenario) {
            case "admin-setup" -> adminSetup(bootstrap, prefix);
            case "producer-idempotent" -> produce(bootstrap, prefix, false);
            case "producer-transactional" -> produce(bootstrap, prefix, true);
            case "consumer-classic" -> consume(bootstrap, prefix, "classic");
            case "consumer-consumer" -> consume(bootstrap, prefix, "consumer");
            case "share" -> share(bootstrap, prefix);
            case "admin" -> admin(bootstrap, prefix);
            default -> throw new IllegalArgumentException("no scenario " + scenario);
          };
      System.out.println(scenario + ": " + done);
    }
  }

  /** The call's result, once it stops failing with an error that says to retry. */
  private static <T> T retrying(Callable<T> call) throws Exception {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (true) {
      try {
        return call.call();
      } catch (ExecutionException e) {
        if (!(e.getCause() instanceof RetriableException) || System.nanoTime() > deadline) {
          throw e;
        }
        Thread.sleep(100);
      }
    }
  }

  private static Properties settings(String bootstrap, String clientId) {
    Properties settings = new Properties();
    settings.put("bootstrap.servers", bootstrap);
    settings.put("client.id", clientId);
    return settings;
  }

  private static Admin admin(String bootstrap) {
    return Admin.create(settings(bootstrap, "java-admin"));
  }

  private static String adminSetup(String bootstrap, String prefix) throws Exception {
    try (Admin admin = admin(bootstrap)) {
      admin.createTopics(List.of(new NewTopic(prefix, 1, (short) 1))).all().get();
      // The new topic reaches the broker's metadata cache a moment after CreateTopics answers.
      int partitions =
          retrying(() -> admin.describeTopics(List.of(prefix)).allTopicNames().get())
              .get(prefix)
              .partitions()
              .size();
      int nodes = admin.describeCluster().nodes().get().size();
      ConfigResource group = new ConfigResource(ConfigResource.Type.GROUP, prefix + "-share");
      AlterConfigOp earliest =
          new AlterConfigOp(
              new ConfigEntry("share.auto.offset.reset", "earliest"), AlterConfigOp.OpType.SET);
      admin.incrementalAlterConfigs(Map.of(group, List.of(earliest))).all().get();
      return "topic with " + partitions + " partition(s) on " + nodes + " node(s)";
    }
  }

  private static String produce(String bootstrap, String prefix, boolean transactional)
      throws ExecutionException, InterruptedException {
    String kind = transactional ? "transactional" : "idempotent";
    Properties settings = settings(bootstrap, "java-producer-" + kind);
    settings.put("key.serializer", StringSerializer.class.getName());
    settings.put("value.serializer", StringSerializer.class.getName());
    settings.put("enable.idempotence", "true");
    settings.put("acks", "all");
    if (transactional) {
      settings.put("transactional.id", prefix + "-txn");
    }
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(settings)) {
      if (!transactional) {
        for (int i = 0; i < 5; i++) {
          producer.send(new ProducerRecord<>(prefix, "key-" + i, kind + "-" + i)).get();
        }
        return "sent 5 records";
      }
      producer.initTransactions();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(prefix, "key", "committed"));
      TopicPartition partition = new TopicPartition(prefix, 0);
      producer.sendOffsetsToTransaction(
          Map.of(partition, new OffsetAndMetadata(1)),
          new ConsumerGroupMetadata(prefix + "-txn-group"));
      producer.commitTransaction();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(prefix, "key", "aborted"));
      producer.flush();
      producer.abortTransaction();
      return "committed one transaction with offsets and aborted another";
    }
  }

  private static String consume(String bootstrap, String prefix, String protocol) {
    Properties settings = settings(bootstrap, "java-consumer-" + protocol);
    settings.put("group.id", prefix + "-" + protocol);
    settings.put("group.protocol", protocol);
    settings.put("auto.offset.reset", "earliest");
    settings.put("enable.auto.commit", "false");
    settings.put("key.deserializer", StringDeserializer.class.getName());
    settings.put("value.deserializer", StringDeserializer.class.getName());
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings)) {
      consumer.subscribe(List.of(prefix));
      int seen = 0;
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      while (seen == 0 && System.nanoTime() < deadline) {
        seen += consumer.poll(Duration.ofMillis(500)).count();
      }
      if (seen == 0) {
        throw new IllegalStateException("no records within " + PATIENCE);
      }
      consumer.commitSync();
      return "read " + seen + " records and committed";
    }
  }

  private static String share(String bootstrap, String prefix) {
    Properties settings = settings(bootstrap, "java-share");
    settings.put("group.id", prefix + "-share");
    settings.put("share.acknowledgement.mode", "explicit");
    settings.put("key.deserializer", StringDeserializer.class.getName());
    settings.put("value.deserializer", StringDeserializer.class.getName());
    try (KafkaShareConsumer<String, String> consumer = new KafkaShareConsumer<>(settings)) {
      consumer.subscribe(List.of(prefix));
      int seen = 0;
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      while (seen == 0 && System.nanoTime() < deadline) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
        for (ConsumerRecord<String, String> record : records) {
          consumer.acknowledge(record, AcknowledgeType.ACCEPT);
          seen++;
        }
      }
      if (seen == 0) {
        throw new IllegalStateException("no records within " + PATIENCE);
      }
      consumer.commitSync();
      return "accepted " + seen + " records and committed";
    }
  }

  private static String admin(String bootstrap, String prefix)
      throws ExecutionException, InterruptedException {
    String classic = prefix + "-classic";
    String consumer = prefix + "-consumer";
    TopicPartition partition = new TopicPartition(prefix, 0);
    try (Admin admin = admin(bootstrap)) {
      List<String> names = new ArrayList<>();
      admin.listTopics().names().get();
      admin.listGroups().all().get().forEach(group -> names.add(group.groupId()));
      admin.describeConsumerGroups(List.of(classic, consumer)).all().get();
      admin.describeShareGroups(List.of(prefix + "-share")).all().get();
      admin.listConsumerGroupOffsets(classic).partitionsToOffsetAndMetadata().get();
      admin
          .listShareGroupOffsets(Map.of(prefix + "-share", new ListShareGroupOffsetsSpec()))
          .all()
          .get();
      admin.listOffsets(Map.of(partition, OffsetSpec.latest())).all().get();
      admin.listOffsets(Map.of(partition, OffsetSpec.maxTimestamp())).all().get();
      admin
          .describeConfigs(
              List.of(
                  new ConfigResource(ConfigResource.Type.TOPIC, prefix),
                  new ConfigResource(ConfigResource.Type.BROKER, "1")))
          .all()
          .get();
      admin.alterConsumerGroupOffsets(classic, Map.of(partition, new OffsetAndMetadata(0)))
          .all()
          .get();
      admin.deleteConsumerGroupOffsets(consumer, Set.of(partition)).all().get();
      admin.deleteConsumerGroups(List.of(classic, consumer)).all().get();
      return "listed " + names.size() + " groups, moved and deleted offsets, deleted 2 groups";
    }
  }
}
