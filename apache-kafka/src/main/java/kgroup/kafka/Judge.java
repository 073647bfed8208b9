package kgroup.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/**
 * What Kafka's own generated message classes make of bytes and of JSON.
 *
 * <p>One request a line on stdin, one answer a line on stdout, in the same order:
 *
 * <ul>
 *   <li>{@code {"op": "read", "name": N, "version": V, "hex": H}}: the message read from the
 *       bytes by the class of schema N ({@code JsonConverter.write} of it) and the bytes it
 *       serializes back to; an answer with {@code "error"} when Kafka refuses the bytes or leaves
 *       some unread.
 *   <li>{@code {"op": "write", "name": N, "version": V, "json": J}}: the message
 *       {@code JsonConverter.read} makes of J, serialized, and its JSON again.
 *   <li>{@code {"op": "versions", "name": N}}: the lowest and highest version the class speaks,
 *       or an error when this Kafka has no class for N.
 * </ul>
 *
 * <p>Classes are found by schema name among the client messages, and the group, share and
 * transaction coordinators' records. The same program runs on Kafka 4.4's classpath and on
 * kafka-clients 3.9.1's, for the versions Kafka 4 removed; it uses only what both have.
 */
public final class Judge {
  private static final String[] PACKAGES = {
    "org.apache.kafka.common.message.",
    "org.apache.kafka.coordinator.group.generated.",
    "org.apache.kafka.coordinator.share.generated.",
    "org.apache.kafka.coordinator.transaction.generated.",
  };
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final HexFormat HEX = HexFormat.of();
  private static final Map<String, Class<?>> CLASSES = new HashMap<>();

  private Judge() {}

  public static void main(String[] args) throws Exception {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    BufferedWriter out =
        new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) {
        continue;
      }
      ObjectNode answer;
      try {
        answer = answer(MAPPER.readTree(line));
      } catch (Throwable failure) {
        answer = MAPPER.createObjectNode().put("error", describe(failure));
      }
      out.write(MAPPER.writeValueAsString(answer));
      out.write('\n');
      if (!in.ready()) {
        out.flush();
      }
    }
    out.flush();
  }

  private static ObjectNode answer(JsonNode request) throws Exception {
    String op = request.get("op").asText();
    Class<?> type = messageClass(request.get("name").asText());
    ObjectNode answer = MAPPER.createObjectNode();
    if (op.equals("versions")) {
      Message message = (Message) type.getConstructor().newInstance();
      answer.put("lowest", message.lowestSupportedVersion());
      answer.put("highest", message.highestSupportedVersion());
      return answer;
    }
    short version = (short) request.get("version").asInt();
    Message message;
    if (op.equals("read")) {
      ByteBuffer buffer = ByteBuffer.wrap(HEX.parseHex(request.get("hex").asText()));
      message = (Message) type.getConstructor().newInstance();
      try {
        message.read(new ByteBufferAccessor(buffer), version);
      } catch (Throwable failure) {
        return answer.put("error", "read: " + describe(failure));
      }
      if (buffer.hasRemaining()) {
        return answer.put(
            "error", "read: " + buffer.remaining() + " bytes left after the message");
      }
    } else if (op.equals("write")) {
      try {
        message = (Message) converter(type, "read", JsonNode.class).invoke(
            null, request.get("json"), version);
      } catch (InvocationTargetException failure) {
        return answer.put("error", "json: " + describe(failure.getCause()));
      }
    } else {
      throw new IllegalArgumentException("unknown op " + op);
    }
    try {
      answer.put("hex", HEX.formatHex(serialize(message, version)));
    } catch (Throwable failure) {
      return answer.put("error", "write: " + describe(failure));
    }
    try {
      answer.set("json", (JsonNode) converter(type, "write", type).invoke(null, message, version));
    } catch (InvocationTargetException failure) {
      return answer.put("error", "json: " + describe(failure.getCause()));
    }
    return answer;
  }

  static byte[] serialize(Message message, short version) {
    ObjectSerializationCache cache = new ObjectSerializationCache();
    ByteBuffer buffer = ByteBuffer.allocate(message.size(cache, version));
    message.write(new ByteBufferAccessor(buffer), cache, version);
    if (buffer.hasRemaining()) {
      throw new IllegalStateException(buffer.remaining() + " bytes of the size left unwritten");
    }
    return buffer.array();
  }

  private static Method converter(Class<?> type, String name, Class<?> first) throws Exception {
    Class<?> converter = Class.forName(type.getName() + "JsonConverter");
    return converter.getMethod(name, first, short.class);
  }

  static Class<?> messageClass(String name) {
    return CLASSES.computeIfAbsent(
        name,
        key -> {
          for (String prefix : PACKAGES) {
            for (String candidate : new String[] {prefix + key + "Data", prefix + key}) {
              try {
                Class<?> found = Class.forName(candidate);
                if (Message.class.isAssignableFrom(found)) {
                  return found;
                }
              } catch (ClassNotFoundException absent) {
                // try the next place
              }
            }
          }
          throw new IllegalArgumentException("no message class for " + key);
        });
  }

  private static String describe(Throwable failure) {
    String text = failure.getMessage();
    return failure.getClass().getSimpleName() + (text == null ? "" : ": " + text);
  }
}
