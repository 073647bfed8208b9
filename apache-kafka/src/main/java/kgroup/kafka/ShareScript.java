package kgroup.kafka;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Kafka's Java share consumer in the share-group script of
 * tests/kafka/test_share_script_on_both_brokers.py.
 *
 * <p>{@code ShareScript BOOTSTRAP GROUP TOPIC NAME ROLE STOP_FILE}: a KafkaShareConsumer in
 * explicit acknowledgement mode, subscribed to TOPIC in share group GROUP, prints one line of
 * JSON per record it is delivered: {@code {"c": NAME, "p": partition, "o": offset, "n": delivery
 * count, "v": value, "a": action, "t": milliseconds since the epoch}}. The action follows the
 * record's value, by the script's rules: {@code release-*} is released on its first delivery and
 * accepted after, {@code reject-*} rejected, {@code poison-*} always released, anything else
 * accepted.
 *
 * <p>ROLE {@code worker} polls until STOP_FILE exists, then commits and closes. ROLE {@code
 * victim} acknowledges nothing from the first poll that brings a record other than a {@code
 * marker-*}: it prints those records with action {@code held} and halts the JVM at once, as a
 * killed process would, without closing.
 */
public final class ShareScript {
  private ShareScript() {}

  static String action(String value, int deliveryCount) {
    if (value.startsWith("reject-")) {
      return "reject";
    }
    if (value.startsWith("poison-")) {
      return "release";
    }
    if (value.startsWith("release-") && deliveryCount == 1) {
      return "release";
    }
    return "accept";
  }

  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    String group = args[1];
    String topic = args[2];
    String name = args[3];
    boolean victim = args[4].equals("victim");
    Path stop = Path.of(args[5]);
    Properties settings = new Properties();
    settings.put("bootstrap.servers", bootstrap);
    settings.put("group.id", group);
    settings.put("client.id", name);
    settings.put("share.acknowledgement.mode", "explicit");
    settings.put("key.deserializer", StringDeserializer.class.getName());
    settings.put("value.deserializer", StringDeserializer.class.getName());
    try (KafkaShareConsumer<String, String> consumer = new KafkaShareConsumer<>(settings)) {
      consumer.subscribe(List.of(topic));
      while (!Files.exists(stop)) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(300));
        boolean hold = false;
        for (ConsumerRecord<String, String> record : records) {
          hold |= victim && !record.value().startsWith("marker-");
        }
        for (ConsumerRecord<String, String> record : records) {
          int count = record.deliveryCount().orElse((short) 0);
          String act = hold ? "held" : action(record.value(), count);
          System.out.printf(
              "{\"c\": \"%s\", \"p\": %d, \"o\": %d, \"n\": %d, \"v\": \"%s\", \"a\": \"%s\","
                  + " \"t\": %d}%n",
              name, record.partition(), record.offset(), count, record.value(), act,
              System.currentTimeMillis());
          if (!hold) {
            consumer.acknowledge(record, AcknowledgeType.valueOf(act.toUpperCase()));
          }
        }
        System.out.flush();
        if (hold) {
          Runtime.getRuntime().halt(137);
        }
      }
      consumer.commitSync();
    }
  }
}
