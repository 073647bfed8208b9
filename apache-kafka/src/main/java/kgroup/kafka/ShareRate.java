package kgroup.kafka;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * One KafkaShareConsumer reading a full topic as fast as it can, for bench/share_rate.py.
 *
 * <p>{@code ShareRate BOOTSTRAP TOPIC GROUP COUNT}: a share consumer in implicit acknowledgement
 * mode (each poll accepts what the previous one returned) subscribes to TOPIC in share group
 * GROUP, whose records must already be there for the group to deliver. It polls until COUNT
 * distinct records arrived or 120 s passed, then commits (the last poll's records are accepted
 * and the broker confirms), and closes.
 *
 * <p>It prints one line of JSON: {@code count} (distinct records), {@code delivered} (every
 * delivery), {@code first_batch} (records of the first poll that returned any), {@code join_s}
 * (from subscribing to that poll), {@code elapsed_s} (from that poll to the commit's answer),
 * {@code cpu_s} (this process's CPU time over the same span: every thread, the JIT and the
 * collector's included) and {@code cpu_total_s} (the process's CPU from its start to the commit's
 * answer). Status 1 when not every record arrived.
 */
public final class ShareRate {
  private static final Duration PATIENCE = Duration.ofSeconds(120);

  private ShareRate() {}

  private static double cpuSeconds() {
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    return os.getProcessCpuTime() / 1e9;
  }

  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    String topic = args[1];
    String group = args[2];
    int count = Integer.parseInt(args[3]);
    Properties settings = new Properties();
    settings.put("bootstrap.servers", bootstrap);
    settings.put("group.id", group);
    settings.put("client.id", "java-share-rate");
    settings.put("share.acknowledgement.mode", "implicit");
    settings.put("key.deserializer", ByteArrayDeserializer.class.getName());
    settings.put("value.deserializer", ByteArrayDeserializer.class.getName());
    Set<Long> seen = new HashSet<>();
    long delivered = 0;
    int firstBatch = 0;
    long subscribed;
    long first = 0;
    long done;
    double cpuFirst = 0;
    double cpuDone;
    try (KafkaShareConsumer<byte[], byte[]> consumer = new KafkaShareConsumer<>(settings)) {
      subscribed = System.nanoTime();
      consumer.subscribe(List.of(topic));
      long deadline = subscribed + PATIENCE.toNanos();
      while (seen.size() < count && System.nanoTime() < deadline) {
        ConsumerRecords<byte[], byte[]> records = consumer.poll(Duration.ofMillis(500));
        if (records.isEmpty()) {
          continue;
        }
        if (first == 0) {
          first = System.nanoTime();
          cpuFirst = cpuSeconds();
          firstBatch = records.count();
        }
        for (ConsumerRecord<byte[], byte[]> record : records) {
          delivered++;
          seen.add(((long) record.partition() << 40) | record.offset());
        }
      }
      consumer.commitSync();
      done = System.nanoTime();
      cpuDone = cpuSeconds();
    }
    System.out.printf(
        "{\"count\": %d, \"delivered\": %d, \"first_batch\": %d, \"join_s\": %.6f, "
            + "\"elapsed_s\": %.6f, \"cpu_s\": %.6f, \"cpu_total_s\": %.6f}%n",
        seen.size(),
        delivered,
        firstBatch,
        first == 0 ? -1.0 : (first - subscribed) / 1e9,
        first == 0 ? -1.0 : (done - first) / 1e9,
        cpuDone - cpuFirst,
        cpuDone);
    if (seen.size() < count) {
      System.exit(1);
    }
  }
}
