package kgroup.kafka;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.FeatureUpdate;
import org.apache.kafka.clients.admin.ListConsumerGroupOffsetsSpec;
import org.apache.kafka.clients.admin.ListShareGroupOffsetsSpec;
import org.apache.kafka.clients.admin.ListStreamsGroupOffsetsSpec;
import org.apache.kafka.clients.admin.NewPartitionReassignment;
import org.apache.kafka.clients.admin.NewPartitions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.RaftVoterEndpoint;
import org.apache.kafka.clients.admin.RecordsToDelete;
import org.apache.kafka.clients.admin.RemoveMembersFromConsumerGroupOptions;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UpdateFeaturesOptions;
import org.apache.kafka.clients.admin.UserScramCredentialDeletion;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.consumer.ShareConsumer;
import org.apache.kafka.clients.consumer.SubscriptionPattern;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.ElectionType;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionReplica;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.UnsupportedVersionException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.metrics.KafkaMetric;
import org.apache.kafka.common.quota.ClientQuotaAlteration;
import org.apache.kafka.common.quota.ClientQuotaEntity;
import org.apache.kafka.common.quota.ClientQuotaFilter;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Every public call of Kafka's Java clients against one broker, for the conformance comparison.
 *
 * <p>{@code JavaConformance BOOTSTRAP PREFIX} runs, in order, the calls of a KafkaProducer (and a
 * transactional one), a KafkaConsumer with {@code group.protocol} classic and then consumer, a
 * KafkaShareConsumer and the Admin client. Topics, groups and the transactional id are named after
 * PREFIX. Each call prints one JSON line {@code {"client", "call", "result"}}: result is {@code
 * works}, the unsupported line when the client refused it for want of an API
 * (UnsupportedVersionException), {@code error: Class: message} or {@code hang: ...} when it did not
 * return within the deadline. A call named {@code name(detail)} is another overload of {@code
 * name}. Each client ends with a line {@code not covered} for any public method of its interface
 * that no call used, so that a method added to a client cannot go unnoticed.
 */
public final class JavaConformance {
  private static final long DEADLINE_SECONDS = 15;
  private static final String UNSUPPORTED = "unsupported, as against Kafka without the API";
  private static final Duration SHORT = Duration.ofSeconds(10);
  private static final ExecutorService POOL =
      Executors.newCachedThreadPool(
          runnable -> {
            Thread thread = new Thread(runnable);
            thread.setDaemon(true);
            return thread;
          });

  private final String bootstrap;
  private final String prefix;
  private final String topic;
  private String client = "";
  private final Set<String> called = new LinkedHashSet<>();

  /** One call: anything it throws is its outcome. */
  private interface Step {
    void run() throws Exception;
  }

  private JavaConformance(String bootstrap, String prefix) {
    this.bootstrap = bootstrap;
    this.prefix = prefix;
    this.topic = prefix + "-topic";
  }

  public static void main(String[] args) throws Exception {
    JavaConformance run = new JavaConformance(args[0], args[1]);
    run.producer();
    run.consumer("classic");
    run.consumer("consumer");
    run.share();
    run.admin();
    System.out.flush();
    // Calls that hung still hold their threads; the JVM ends without waiting for them.
    Runtime.getRuntime().halt(0);
  }

  private void start(String name) {
    client = name;
    called.clear();
  }

  private void call(String name, Step step) {
    called.add(name.split("\\(", 2)[0]);
    Future<?> future =
        POOL.submit(
            () -> {
              step.run();
              return null;
            });
    String result;
    long started = System.nanoTime();
    try {
      future.get(DEADLINE_SECONDS, TimeUnit.SECONDS);
      result = "works";
    } catch (TimeoutException e) {
      future.cancel(true);
      result = "hang: no answer within " + DEADLINE_SECONDS + "s";
    } catch (ExecutionException e) {
      result = judge(e.getCause());
    } catch (InterruptedException e) {
      result = "error: InterruptedException: " + e.getMessage();
    }
    print(name, result);
    System.err.println(client + " " + name + " " + (System.nanoTime() - started) / 1_000_000 + " ms");
  }

  private static String judge(Throwable thrown) {
    Throwable cause = thrown;
    while (cause instanceof ExecutionException && cause.getCause() != null) {
      cause = cause.getCause();
    }
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof UnsupportedVersionException) {
        return UNSUPPORTED;
      }
    }
    String message = String.valueOf(cause.getMessage()).split("\n", 2)[0];
    return "error: " + cause.getClass().getSimpleName() + ": " + message;
  }

  private void print(String call, String result) {
    System.out.println(
        "{\"client\": "
            + json(client)
            + ", \"call\": "
            + json(call)
            + ", \"result\": "
            + json(result)
            + "}");
  }

  /** The public methods of {@code type} that no call used, each printed as not covered. */
  private void uncovered(Class<?> type) {
    Set<String> names = new TreeSet<>();
    for (Method method : type.getMethods()) {
      if (!Modifier.isStatic(method.getModifiers())
          && method.getDeclaringClass() != Object.class
          && !called.contains(method.getName())) {
        names.add(method.getName());
      }
    }
    for (String name : names) {
      print(name, "not covered");
    }
  }

  private static String json(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** Waits for what an Admin call returned: its all() future, or every future it offers. */
  private static void await(Object result) throws Exception {
    try {
      Method all = result.getClass().getMethod("all");
      ((KafkaFuture<?>) all.invoke(result)).get(SHORT.toSeconds(), TimeUnit.SECONDS);
      return;
    } catch (NoSuchMethodException e) {
      // no all(): every future it offers, below
    }
    for (Method method : result.getClass().getMethods()) {
      if (method.getParameterCount() == 0
          && KafkaFuture.class.isAssignableFrom(method.getReturnType())
          && !method.isAnnotationPresent(Deprecated.class)) {
        ((KafkaFuture<?>) method.invoke(result)).get(SHORT.toSeconds(), TimeUnit.SECONDS);
      }
    }
  }

  private Properties settings(String clientId) {
    Properties settings = new Properties();
    settings.put("bootstrap.servers", bootstrap);
    settings.put("client.id", prefix + "-" + clientId);
    settings.put("request.timeout.ms", "8000");
    settings.put("default.api.timeout.ms", "10000");
    return settings;
  }

  private Properties producerSettings(String clientId) {
    Properties settings = settings(clientId);
    settings.remove("default.api.timeout.ms");
    settings.put("key.serializer", StringSerializer.class.getName());
    settings.put("value.serializer", StringSerializer.class.getName());
    settings.put("max.block.ms", "10000");
    settings.put("delivery.timeout.ms", "10000");
    settings.put("linger.ms", "0");
    return settings;
  }

  private Properties consumerSettings(String clientId, String group) {
    Properties settings = settings(clientId);
    settings.put("group.id", group);
    settings.put("key.deserializer", StringDeserializer.class.getName());
    settings.put("value.deserializer", StringDeserializer.class.getName());
    settings.put("auto.offset.reset", "earliest");
    settings.put("enable.auto.commit", "false");
    return settings;
  }

  private static KafkaMetric anyMetric(Map<?, ? extends Metric> metrics) {
    return (KafkaMetric) metrics.values().iterator().next();
  }

  private void producer() {
    start("producer");
    TopicPartition partition = new TopicPartition(topic, 0);
    KafkaProducer<String, String> p = new KafkaProducer<>(producerSettings("producer"));
    Properties txn = producerSettings("producer-txn");
    txn.put("transactional.id", prefix + "-txn");
    KafkaProducer<String, String> tp = new KafkaProducer<>(txn);
    call("partitionsFor", () -> p.partitionsFor(topic));
    call("send", () -> p.send(new ProducerRecord<>(topic, 0, "k1", "one")).get());
    call(
        "send(callback)",
        () -> p.send(new ProducerRecord<>(topic, 0, "k2", "two"), (m, e) -> {}).get());
    call("flush", p::flush);
    call("metrics", p::metrics);
    call("clientInstanceId", () -> p.clientInstanceId(Duration.ofSeconds(1)));
    KafkaMetric metric = anyMetric(p.metrics());
    call("registerMetricForSubscription", () -> p.registerMetricForSubscription(metric));
    call("unregisterMetricFromSubscription", () -> p.unregisterMetricFromSubscription(metric));
    call("initTransactions", tp::initTransactions);
    call("beginTransaction", tp::beginTransaction);
    call(
        "sendOffsetsToTransaction",
        () -> {
          tp.send(new ProducerRecord<>(topic, 0, "k3", "in a transaction"));
          tp.sendOffsetsToTransaction(
              Map.of(partition, new OffsetAndMetadata(1)),
              new KafkaConsumer<>(consumerSettings("producer-group", prefix + "-txn-group"))
                  .groupMetadata());
        });
    call("commitTransaction", tp::commitTransaction);
    call(
        "abortTransaction",
        () -> {
          tp.beginTransaction();
          tp.abortTransaction();
        });
    call("close(timeout)", () -> tp.close(SHORT));
    call("close", p::close);
    uncovered(Producer.class);
  }

  private void consumer(String protocol) {
    start("consumer-" + protocol);
    String group = prefix + "-" + protocol;
    Properties settings = consumerSettings("consumer-" + protocol, group);
    settings.put("group.protocol", protocol);
    if (protocol.equals("classic")) {
      settings.put("session.timeout.ms", "6000");
      settings.put("heartbeat.interval.ms", "500");
    }
    KafkaConsumer<String, String> c = new KafkaConsumer<>(settings);
    TopicPartition partition = new TopicPartition(topic, 0);
    Map<TopicPartition, OffsetAndMetadata> one = Map.of(partition, new OffsetAndMetadata(1));
    ConsumerRebalanceListener listener =
        new ConsumerRebalanceListener() {
          @Override
          public void onPartitionsRevoked(java.util.Collection<TopicPartition> partitions) {}

          @Override
          public void onPartitionsAssigned(java.util.Collection<TopicPartition> partitions) {}
        };
    call("listTopics", c::listTopics);
    call("listTopics(timeout)", () -> c.listTopics(SHORT));
    call("partitionsFor", () -> c.partitionsFor(topic));
    call("partitionsFor(timeout)", () -> c.partitionsFor(topic, SHORT));
    call("subscribe", () -> c.subscribe(List.of(topic)));
    call("subscribe(listener)", () -> c.subscribe(List.of(topic), listener));
    call("subscription", c::subscription);
    call(
        "poll",
        () -> {
          long deadline = System.nanoTime() + SHORT.toNanos();
          while (System.nanoTime() < deadline) {
            if (!c.poll(Duration.ofMillis(250)).isEmpty()) {
              return;
            }
          }
          throw new IllegalStateException("no record arrived");
        });
    call("assignment", c::assignment);
    call("groupMetadata", c::groupMetadata);
    call("commitSync", () -> c.commitSync());
    call("commitSync(timeout)", () -> c.commitSync(SHORT));
    call("commitSync(offsets)", () -> c.commitSync(one));
    call("commitSync(offsets, timeout)", () -> c.commitSync(one, SHORT));
    call("commitAsync", () -> c.commitAsync());
    Step[] async = new Step[2];
    for (int i = 0; i < 2; i++) {
      boolean offsets = i == 1;
      async[i] =
          () -> {
            Exception[] failed = new Exception[1];
            boolean[] done = new boolean[1];
            if (offsets) {
              c.commitAsync(one, (o, e) -> { failed[0] = e; done[0] = true; });
            } else {
              c.commitAsync((o, e) -> { failed[0] = e; done[0] = true; });
            }
            long deadline = System.nanoTime() + SHORT.toNanos();
            while (!done[0] && System.nanoTime() < deadline) {
              c.poll(Duration.ofMillis(100));
            }
            if (!done[0]) {
              throw new IllegalStateException("the commit's callback never ran");
            }
            if (failed[0] != null) {
              throw failed[0];
            }
          };
    }
    call("commitAsync(callback)", async[0]);
    call("commitAsync(offsets, callback)", async[1]);
    call(
        "committed",
        () -> {
          OffsetAndMetadata got = c.committed(Set.of(partition)).get(partition);
          if (got == null || got.offset() != 1) {
            throw new IllegalStateException("committed " + got);
          }
        });
    call("committed(timeout)", () -> c.committed(Set.of(partition), SHORT));
    call("position", () -> c.position(partition));
    call("position(timeout)", () -> c.position(partition, SHORT));
    call("currentLag", () -> c.currentLag(partition));
    call("seek", () -> c.seek(partition, 0));
    call("seek(offsetAndMetadata)", () -> c.seek(partition, new OffsetAndMetadata(1)));
    call("seekToBeginning", () -> c.seekToBeginning(List.of(partition)));
    call("seekToEnd", () -> c.seekToEnd(List.of(partition)));
    call("beginningOffsets", () -> c.beginningOffsets(List.of(partition)));
    call("beginningOffsets(timeout)", () -> c.beginningOffsets(List.of(partition), SHORT));
    call("endOffsets", () -> c.endOffsets(List.of(partition)));
    call("endOffsets(timeout)", () -> c.endOffsets(List.of(partition), SHORT));
    call("offsetsForTimes", () -> c.offsetsForTimes(Map.of(partition, 0L)));
    call("offsetsForTimes(timeout)", () -> c.offsetsForTimes(Map.of(partition, 0L), SHORT));
    call("pause", () -> c.pause(List.of(partition)));
    call("paused", c::paused);
    call("resume", () -> c.resume(List.of(partition)));
    call("enforceRebalance", () -> c.enforceRebalance());
    call("enforceRebalance(reason)", () -> c.enforceRebalance("conformance"));
    call(
        "wakeup",
        () -> {
          c.wakeup();
          try {
            c.poll(Duration.ofMillis(100));
          } catch (WakeupException expected) {
            return;
          }
          throw new IllegalStateException("poll after wakeup did not wake up");
        });
    call("metrics", c::metrics);
    call("clientInstanceId", () -> c.clientInstanceId(Duration.ofSeconds(1)));
    KafkaMetric metric = anyMetric(c.metrics());
    call("registerMetricForSubscription", () -> c.registerMetricForSubscription(metric));
    call("unregisterMetricFromSubscription", () -> c.unregisterMetricFromSubscription(metric));
    call("unsubscribe", c::unsubscribe);
    call(
        "subscribe(pattern)",
        () -> {
          c.subscribe(Pattern.compile(Pattern.quote(topic)));
          c.poll(Duration.ofMillis(500));
        });
    call("subscribe(pattern, listener)", () -> c.subscribe(Pattern.compile(topic), listener));
    call(
        "subscribe(subscriptionPattern)",
        () -> {
          c.unsubscribe();
          c.subscribe(new SubscriptionPattern(Pattern.quote(topic)));
          c.poll(Duration.ofMillis(500));
        });
    call(
        "subscribe(subscriptionPattern, listener)",
        () -> c.subscribe(new SubscriptionPattern(Pattern.quote(topic)), listener));
    call(
        "assign",
        () -> {
          c.unsubscribe();
          c.assign(List.of(partition));
        });
    call("close(closeOptions)", () -> c.close(CloseOptions.timeout(SHORT)));
    KafkaConsumer<String, String> second = new KafkaConsumer<>(settings);
    call("close(timeout)", () -> second.close(SHORT));
    KafkaConsumer<String, String> third = new KafkaConsumer<>(settings);
    call("close", third::close);
    uncovered(Consumer.class);
  }

  private void share() {
    start("share");
    String group = prefix + "-share";
    Properties settings = consumerSettings("share", group);
    settings.remove("auto.offset.reset");
    settings.remove("enable.auto.commit");
    settings.put("share.acknowledgement.mode", "explicit");
    KafkaShareConsumer<String, String> s = new KafkaShareConsumer<>(settings);
    KafkaProducer<String, String> p = new KafkaProducer<>(producerSettings("share-producer"));
    List<ConsumerRecord<String, String>> got = new java.util.ArrayList<>();
    call("setAcknowledgementCommitCallback", () -> s.setAcknowledgementCommitCallback((o, e) -> {}));
    call("subscribe", () -> s.subscribe(List.of(topic)));
    call("subscription", s::subscription);
    call(
        "poll",
        () -> {
          // A share group starts at the log's end: records are sent while it polls.
          long deadline = System.nanoTime() + SHORT.toNanos();
          while (System.nanoTime() < deadline) {
            for (int i = 0; i < 3; i++) {
              p.send(new ProducerRecord<>(topic, 0, "s", "shared"));
            }
            p.flush();
            ConsumerRecords<String, String> records = s.poll(Duration.ofMillis(500));
            records.forEach(got::add);
            if (got.size() >= 3) {
              // In explicit mode every record of a poll is acknowledged before the next poll:
              // the calls below acknowledge three, the rest (a poll may bring more) here.
              for (ConsumerRecord<String, String> extra : got.subList(3, got.size())) {
                s.acknowledge(extra);
              }
              got.subList(3, got.size()).clear();
              return;
            }
            for (ConsumerRecord<String, String> record : records) {
              s.acknowledge(record);
            }
            got.clear();
          }
          throw new IllegalStateException("fewer than 3 records arrived in one poll");
        });
    call("acknowledge", () -> s.acknowledge(got.get(0)));
    call("acknowledge(type)", () -> s.acknowledge(got.get(1), AcknowledgeType.ACCEPT));
    call(
        "acknowledge(topic, partition, offset, type)",
        () -> {
          try {
            s.acknowledge(topic, 0, got.get(2).offset(), AcknowledgeType.RELEASE);
          } finally {
            // This overload is for records that could not be deserialized: whatever it said, the
            // record is acknowledged the ordinary way, so that the consumer can poll on.
            if (got.size() > 2) {
              s.acknowledge(got.get(2));
            }
          }
        });
    call("commitSync", () -> s.commitSync());
    call("commitSync(timeout)", () -> s.commitSync(SHORT));
    call("commitAsync", s::commitAsync);
    call("acquisitionLockTimeoutMs", s::acquisitionLockTimeoutMs);
    call("metrics", s::metrics);
    call("clientInstanceId", () -> s.clientInstanceId(Duration.ofSeconds(1)));
    KafkaMetric metric = anyMetric(s.metrics());
    call("registerMetricForSubscription", () -> s.registerMetricForSubscription(metric));
    call("unregisterMetricFromSubscription", () -> s.unregisterMetricFromSubscription(metric));
    call(
        "wakeup",
        () -> {
          s.wakeup();
          try {
            s.poll(Duration.ofMillis(100));
          } catch (WakeupException expected) {
            return;
          }
          throw new IllegalStateException("poll after wakeup did not wake up");
        });
    call("unsubscribe", s::unsubscribe);
    call("close(timeout)", () -> s.close(SHORT));
    KafkaShareConsumer<String, String> second = new KafkaShareConsumer<>(settings);
    call("close", second::close);
    p.close(SHORT);
    uncovered(ShareConsumer.class);
  }

  @SuppressWarnings("removal")
  private void admin() {
    start("admin");
    Admin a = Admin.create(settings("admin"));
    String made = prefix + "-made";
    String classic = prefix + "-classic";
    String consumer = prefix + "-consumer";
    String shareGroup = prefix + "-share";
    String streams = prefix + "-streams";
    String txn = prefix + "-txn";
    TopicPartition partition = new TopicPartition(topic, 0);
    TopicPartition madePartition = new TopicPartition(made, 0);
    int[] node = {0};
    call(
        "describeCluster",
        () -> {
          await(a.describeCluster());
          node[0] = a.describeCluster().nodes().get().iterator().next().id();
        });
    call("describeFeatures", () -> await(a.describeFeatures()));
    call("describeMetadataQuorum", () -> await(a.describeMetadataQuorum()));
    call(
        "updateFeatures",
        () ->
            await(
                a.updateFeatures(
                    Map.of(
                        "group.version",
                        new FeatureUpdate((short) 1, FeatureUpdate.UpgradeType.UPGRADE)),
                    new UpdateFeaturesOptions().validateOnly(true))));
    call("createTopics", () -> await(a.createTopics(List.of(new NewTopic(made, 2, (short) 1)))));
    call("createPartitions", () -> await(a.createPartitions(Map.of(made, NewPartitions.increaseTo(3)))));
    call("listTopics", () -> await(a.listTopics()));
    call("describeTopics", () -> a.describeTopics(List.of(made)).allTopicNames().get());
    ConfigResource madeConfig = new ConfigResource(ConfigResource.Type.TOPIC, made);
    call(
        "describeConfigs",
        () ->
            await(
                a.describeConfigs(
                    List.of(
                        madeConfig,
                        new ConfigResource(
                            ConfigResource.Type.BROKER, Integer.toString(node[0]))))));
    call(
        "incrementalAlterConfigs",
        () ->
            await(
                a.incrementalAlterConfigs(
                    Map.of(
                        madeConfig,
                        List.of(
                            new AlterConfigOp(
                                new ConfigEntry("retention.ms", "100000"),
                                AlterConfigOp.OpType.SET))))));
    call("listConfigResources", () -> await(a.listConfigResources()));
    call("listClientMetricsResources", () -> await(a.listClientMetricsResources()));
    call("listOffsets", () -> await(a.listOffsets(Map.of(partition, OffsetSpec.earliest()))));
    call("deleteRecords", () -> await(a.deleteRecords(Map.of(madePartition, RecordsToDelete.beforeOffset(0)))));
    call("listGroups", () -> await(a.listGroups()));
    call("listConsumerGroups", () -> await(a.listConsumerGroups()));
    call("describeConsumerGroups", () -> await(a.describeConsumerGroups(List.of(classic, consumer))));
    call("describeClassicGroups", () -> await(a.describeClassicGroups(List.of(classic))));
    call("listConsumerGroupOffsets", () -> await(a.listConsumerGroupOffsets(classic)));
    call(
        "listConsumerGroupOffsets(specs)",
        () -> await(a.listConsumerGroupOffsets(Map.of(consumer, new ListConsumerGroupOffsetsSpec()))));
    call(
        "alterConsumerGroupOffsets",
        () -> await(a.alterConsumerGroupOffsets(classic, Map.of(partition, new OffsetAndMetadata(1)))));
    call("deleteConsumerGroupOffsets", () -> await(a.deleteConsumerGroupOffsets(classic, Set.of(partition))));
    call(
        "removeMembersFromConsumerGroup",
        () -> await(a.removeMembersFromConsumerGroup(consumer, new RemoveMembersFromConsumerGroupOptions())));
    call("deleteConsumerGroups", () -> await(a.deleteConsumerGroups(List.of(classic, consumer))));
    call("describeShareGroups", () -> await(a.describeShareGroups(List.of(shareGroup))));
    call(
        "listShareGroupOffsets",
        () -> await(a.listShareGroupOffsets(Map.of(shareGroup, new ListShareGroupOffsetsSpec()))));
    call("alterShareGroupOffsets", () -> await(a.alterShareGroupOffsets(shareGroup, Map.of(partition, 0L))));
    call("deleteShareGroupOffsets", () -> await(a.deleteShareGroupOffsets(shareGroup, Set.of(topic))));
    call("deleteShareGroups", () -> await(a.deleteShareGroups(List.of(shareGroup))));
    call("describeStreamsGroups", () -> await(a.describeStreamsGroups(List.of(streams))));
    call(
        "listStreamsGroupOffsets",
        () -> await(a.listStreamsGroupOffsets(Map.of(streams, new ListStreamsGroupOffsetsSpec()))));
    call(
        "alterStreamsGroupOffsets",
        () -> await(a.alterStreamsGroupOffsets(streams, Map.of(partition, new OffsetAndMetadata(0)))));
    call("deleteStreamsGroupOffsets", () -> await(a.deleteStreamsGroupOffsets(streams, Set.of(partition))));
    call("deleteStreamsGroups", () -> await(a.deleteStreamsGroups(List.of(streams))));
    call("describeProducers", () -> await(a.describeProducers(List.of(partition))));
    call("listTransactions", () -> await(a.listTransactions()));
    call("describeTransactions", () -> await(a.describeTransactions(List.of(txn))));
    call("abortTransaction", () -> await(a.abortTransaction(new AbortTransactionSpec(partition, 1000, (short) 0, -1))));
    call("fenceProducers", () -> await(a.fenceProducers(List.of(txn))));
    call("forceTerminateTransaction", () -> await(a.forceTerminateTransaction(txn)));
    AclBinding acl =
        new AclBinding(
            new ResourcePattern(ResourceType.TOPIC, made, PatternType.LITERAL),
            new AccessControlEntry("User:a", "*", AclOperation.READ, AclPermissionType.ALLOW));
    call("createAcls", () -> await(a.createAcls(List.of(acl))));
    call("describeAcls", () -> await(a.describeAcls(AclBindingFilter.ANY)));
    call("deleteAcls", () -> await(a.deleteAcls(List.of(AclBindingFilter.ANY))));
    call("describeUserScramCredentials", () -> await(a.describeUserScramCredentials()));
    call(
        "alterUserScramCredentials",
        () ->
            await(
                a.alterUserScramCredentials(
                    List.of(new UserScramCredentialDeletion("user", ScramMechanism.SCRAM_SHA_256)))));
    call("createDelegationToken", () -> await(a.createDelegationToken()));
    call("describeDelegationToken", () -> await(a.describeDelegationToken()));
    call("renewDelegationToken", () -> await(a.renewDelegationToken(new byte[] {1})));
    call("expireDelegationToken", () -> await(a.expireDelegationToken(new byte[] {1})));
    ClientQuotaEntity entity = new ClientQuotaEntity(Map.of(ClientQuotaEntity.CLIENT_ID, prefix));
    call(
        "alterClientQuotas",
        () ->
            await(
                a.alterClientQuotas(
                    List.of(
                        new ClientQuotaAlteration(
                            entity,
                            List.of(new ClientQuotaAlteration.Op("producer_byte_rate", 1e6)))))));
    call("describeClientQuotas", () -> await(a.describeClientQuotas(ClientQuotaFilter.all())));
    call("describeLogDirs", () -> await(a.describeLogDirs(List.of(node[0]))));
    call(
        "describeReplicaLogDirs",
        () -> await(a.describeReplicaLogDirs(List.of(new TopicPartitionReplica(made, 0, node[0])))));
    call(
        "alterReplicaLogDirs",
        () -> await(a.alterReplicaLogDirs(Map.of(new TopicPartitionReplica(made, 0, node[0]), "/nowhere"))));
    call("listPartitionReassignments", () -> await(a.listPartitionReassignments()));
    call(
        "alterPartitionReassignments",
        () ->
            await(
                a.alterPartitionReassignments(
                    Map.of(madePartition, Optional.of(new NewPartitionReassignment(List.of(node[0])))))));
    call("electLeaders", () -> await(a.electLeaders(ElectionType.PREFERRED, Set.of(madePartition))));
    // The voter and node 99 exist on neither broker: these ask, and change nothing.
    call(
        "addRaftVoter",
        () ->
            await(
                a.addRaftVoter(
                    99,
                    Uuid.randomUuid(),
                    Set.of(new RaftVoterEndpoint("CONTROLLER", "127.0.0.1", 9)))));
    call("removeRaftVoter", () -> await(a.removeRaftVoter(99, Uuid.randomUuid())));
    call("unregisterBroker", () -> await(a.unregisterBroker(99)));
    call("unregisterController", () -> await(a.unregisterController(99)));
    call("deleteTopics", () -> await(a.deleteTopics(List.of(made))));
    call("metrics", a::metrics);
    call("clientInstanceId", () -> a.clientInstanceId(Duration.ofSeconds(1)));
    KafkaMetric metric = anyMetric(a.metrics());
    call("registerMetricForSubscription", () -> a.registerMetricForSubscription(metric));
    call("unregisterMetricFromSubscription", () -> a.unregisterMetricFromSubscription(metric));
    call("close(timeout)", () -> a.close(SHORT));
    Admin second = Admin.create(settings("admin-second"));
    call("close", second::close);
    uncovered(Admin.class);
  }
}
