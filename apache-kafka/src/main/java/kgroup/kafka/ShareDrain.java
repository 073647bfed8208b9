package kgroup.kafka;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * A KafkaShareConsumer reading a topic to the end, for the share-group records tests.
 *
 * <p>{@code ShareDrain BOOTSTRAP TOPIC GROUP COUNT}: a share consumer (explicit acknowledgement)
 * subscribes to TOPIC in share group GROUP. A share-partition starts at the log's end when first
 * fetched (Kafka's default {@code share.auto.offset.reset}), so a producer sends {@code marker-N}
 * records, one per poll, until the consumer has received one: from then on every record sent is
 * the share group's to deliver. The producer then sends {@code record-0} to {@code record-(COUNT
 * - 1)} and the consumer polls, accepting each record, until it has them all or 60 s have passed;
 * it commits its acknowledgements and closes (which leaves the group).
 *
 * <p>It prints one line of JSON: {@code {"delivered": D, "distinct": N, "count": COUNT,
 * "redelivered": R}}, where D is every delivery of a {@code record-} record, N how many of them
 * were different, and R how many deliveries had a delivery count above 1. Status 1 when the
 * marker never arrived.
 */
public final class ShareDrain {
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  private ShareDrain() {}

  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    String topic = args[1];
    String group = args[2];
    int count = Integer.parseInt(args[3]);
    Properties consumerSettings = new Properties();
    consumerSettings.put("bootstrap.servers", bootstrap);
    consumerSettings.put("group.id", group);
    consumerSettings.put("client.id", "java-share-drain");
    consumerSettings.put("share.acknowledgement.mode", "explicit");
    consumerSettings.put("key.deserializer", StringDeserializer.class.getName());
    consumerSettings.put("value.deserializer", StringDeserializer.class.getName());
    Properties producerSettings = new Properties();
    producerSettings.put("bootstrap.servers", bootstrap);
    producerSettings.put("client.id", "java-share-drain-producer");
    producerSettings.put("key.serializer", StringSerializer.class.getName());
    producerSettings.put("value.serializer", StringSerializer.class.getName());
    Map<String, Integer> seen = new HashMap<>();
    int delivered = 0;
    int redelivered = 0;
    try (KafkaShareConsumer<String, String> consumer = new KafkaShareConsumer<>(consumerSettings);
        KafkaProducer<String, String> producer = new KafkaProducer<>(producerSettings)) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      boolean ready = false;
      int markers = 0;
      while (!ready && System.nanoTime() < deadline) {
        producer.send(new ProducerRecord<>(topic, "marker-" + markers++)).get();
        for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(300))) {
          consumer.acknowledge(record, AcknowledgeType.ACCEPT);
          ready = true;
        }
      }
      if (!ready) {
        System.err.println("no marker record arrived within " + PATIENCE);
        System.exit(1);
      }
      consumer.commitSync();
      for (int i = 0; i < count; i++) {
        producer.send(new ProducerRecord<>(topic, "record-" + i));
      }
      producer.flush();
      while (seen.size() < count && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(300))) {
          consumer.acknowledge(record, AcknowledgeType.ACCEPT);
          if (record.value().startsWith("record-")) {
            delivered++;
            seen.merge(record.value(), 1, Integer::sum);
            if (record.deliveryCount().orElse((short) 1) > 1) {
              redelivered++;
            }
          }
        }
        consumer.commitSync();
      }
      // A last poll: nothing may arrive once every record was accepted.
      for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
        consumer.acknowledge(record, AcknowledgeType.ACCEPT);
        if (record.value().startsWith("record-")) {
          delivered++;
          seen.merge(record.value(), 1, Integer::sum);
        }
      }
      consumer.commitSync();
    }
    System.out.printf(
        "{\"delivered\": %d, \"distinct\": %d, \"count\": %d, \"redelivered\": %d}%n",
        delivered, seen.size(), count, redelivered);
  }
}
