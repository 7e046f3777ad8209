package org.pcmemu.harness.pictures;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;

/**
 * A run's trace in the Chrome trace-event format (the JSON object form: {@code traceEvents} plus
 * {@code otherData}), which Perfetto UI and chrome://tracing open. One process, one thread (track)
 * per processor, named "processor i" and sorted by id; one complete slice ({@code "ph":"X"}) per
 * busy interval: a send overhead, a receive overhead, a computation (window engine), a step of a
 * sub-machine on one of its members (barrier engine). Waiting is the gap between slices, and a
 * send held back by LogP's capacity limit is an instant event ({@code "ph":"i"}) at the stall's
 * start. Each message received gets a flow arrow from its send slice ({@code "ph":"s"}) to its
 * receive slice ({@code "ph":"f"}, bound to the enclosing slice) with one id per message.
 *
 * <p>Model cycles are written as microseconds, 1:1 ({@code ts} and {@code dur}), and
 * {@code otherData.timeUnit} says so. So a processor's slices add up to its busy time
 * ({@link org.pcmemu.emulator.RunResult#busyTimes()}).
 */
public final class ChromeTrace {
    /** The process id of every event: the whole machine is one process. */
    public static final int PID = 1;
    /** What {@code otherData.timeUnit} says. */
    public static final String TIME_UNIT = "1 model cycle = 1 microsecond (ts and dur are model cycles)";

    private ChromeTrace() {
    }

    /** The track of {@code processor}: Chrome viewers treat thread id 0 specially, so ids start at 1. */
    public static int tid(int processor) {
        return processor + 1;
    }

    /**
     * Writes the trace; the caller owns (and closes) {@code out}.
     *
     * @param title     the process name shown by the viewer, e.g. "logp P=8 L=6 o=2 g=4: broadcast optimal"
     * @param metadata  further {@code otherData} entries (measured, bound, model, ...), in order
     */
    public static void write(Trace trace, String title, Map<String, String> metadata, OutputStream out)
            throws IOException {
        Set<Long> received = receivedMessages(trace);
        long[] firstFlowId = flowIds(trace);
        try (JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeObjectFieldStart("otherData");
            json.writeStringField("timeUnit", TIME_UNIT);
            json.writeStringField("generator", "pcmemu");
            json.writeStringField("title", title);
            for (Map.Entry<String, String> e : metadata.entrySet()) {
                json.writeStringField(e.getKey(), e.getValue());
            }
            json.writeEndObject();
            json.writeArrayFieldStart("traceEvents");
            json.writeRaw('\n');
            metadataEvent(json, "process_name", 0, "name", title);
            for (int p = 0; p < trace.processors(); p++) {
                metadataEvent(json, "thread_name", tid(p), "name", "processor " + p);
                metadataEvent(json, "thread_sort_index", tid(p), "sort_index", p);
                for (TraceEvent e : trace.events(p)) {
                    event(json, e, received, firstFlowId);
                }
            }
            json.writeEndArray();
            json.writeEndObject();
        }
    }

    private static void event(JsonGenerator json, TraceEvent e, Set<Long> received, long[] firstFlowId)
            throws IOException {
        switch (e) {
            case TraceEvent.MessageEvent m -> {
                boolean send = m.kind() == EventKind.SEND;
                slice(json, m, send ? "send to " + m.peer() : "receive from " + m.peer(), send ? "send" : "receive");
                json.writeNumberField("message", m.message());
                json.writeNumberField("sender", m.sender());
                json.writeNumberField("peer", m.peer());
                json.writeNumberField("sendStart", m.sendStart());
                json.writeNumberField("arrival", m.arrival());
                endSlice(json);
                if (received.contains(key(m.sender(), m.message()))) {
                    flow(json, m, firstFlowId[m.sender()] + m.message(), send);
                }
            }
            case TraceEvent.StepEvent s -> {
                String machine = "[" + s.first() + ", " + (s.first() + s.size()) + ")";
                slice(json, s, (s.depth() == 0 ? "superstep " : "step ") + s.step() + " of " + machine, "step");
                json.writeNumberField("step", s.step());
                json.writeNumberField("cost", s.end() - s.start());
                json.writeNumberField("work", s.work());
                json.writeNumberField("wordsSent", s.wordsSent());
                json.writeNumberField("wordsReceived", s.wordsReceived());
                json.writeStringField("subMachine", machine);
                json.writeNumberField("depth", s.depth());
                endSlice(json);
            }
            case TraceEvent.LocalEvent l when l.kind() == EventKind.COMPUTE -> {
                slice(json, l, "compute", "compute");
                endSlice(json);
            }
            case TraceEvent.LocalEvent l when l.kind() == EventKind.STALL -> {
                json.writeStartObject();
                common(json, "stall (capacity)", "stall", "i", l.processor(), l.start());
                json.writeStringField("s", "t");
                json.writeObjectFieldStart("args");
                json.writeNumberField("cycles", l.end() - l.start());
                json.writeEndObject();
                json.writeEndObject();
                json.writeRaw('\n');
            }
            case TraceEvent.LocalEvent l -> {
                // waiting: the gap between slices
            }
        }
    }

    /* Starts an "X" slice and its args object; endSlice closes both. */
    private static void slice(JsonGenerator json, TraceEvent e, String name, String category) throws IOException {
        json.writeStartObject();
        common(json, name, category, "X", e.processor(), e.start());
        json.writeNumberField("dur", e.end() - e.start());
        json.writeObjectFieldStart("args");
    }

    private static void endSlice(JsonGenerator json) throws IOException {
        json.writeEndObject();
        json.writeEndObject();
        json.writeRaw('\n');
    }

    /* A flow step: "s" at the send slice's start, "f" bound to the enclosing receive slice. */
    private static void flow(JsonGenerator json, TraceEvent.MessageEvent m, long id, boolean send) throws IOException {
        json.writeStartObject();
        common(json, "message", "message", send ? "s" : "f", m.processor(), m.start());
        json.writeNumberField("id", id);
        if (!send) {
            json.writeStringField("bp", "e");
        }
        json.writeEndObject();
        json.writeRaw('\n');
    }

    private static void common(JsonGenerator json, String name, String category, String phase, int processor, long ts)
            throws IOException {
        json.writeStringField("name", name);
        json.writeStringField("cat", category);
        json.writeStringField("ph", phase);
        json.writeNumberField("pid", PID);
        json.writeNumberField("tid", tid(processor));
        json.writeNumberField("ts", ts);
    }

    private static void metadataEvent(JsonGenerator json, String name, int tid, String key, Object value)
            throws IOException {
        json.writeStartObject();
        json.writeStringField("name", name);
        json.writeStringField("ph", "M");
        json.writeNumberField("pid", PID);
        json.writeNumberField("tid", tid);
        json.writeObjectFieldStart("args");
        if (value instanceof Integer i) {
            json.writeNumberField(key, i);
        } else {
            json.writeStringField(key, value.toString());
        }
        json.writeEndObject();
        json.writeEndObject();
        json.writeRaw('\n');
    }

    /* The messages that were received, as (sender, message) keys: only those get a flow arrow. */
    private static Set<Long> receivedMessages(Trace trace) {
        Set<Long> out = new HashSet<>();
        trace.forEach(e -> {
            if (e instanceof TraceEvent.MessageEvent m && m.kind() == EventKind.RECEIVE) {
                out.add(key(m.sender(), m.message()));
            }
        });
        return out;
    }

    /* One flow id per message: the sender's first id plus the message's number at its sender. */
    private static long[] flowIds(Trace trace) {
        long[] first = new long[trace.processors() + 1];
        trace.forEach(e -> {
            if (e instanceof TraceEvent.MessageEvent m && m.kind() == EventKind.SEND) {
                first[m.processor() + 1] = Math.max(first[m.processor() + 1], m.message() + 1);
            }
        });
        for (int p = 1; p < first.length; p++) {
            first[p] += first[p - 1];
        }
        return first;
    }

    private static long key(int sender, long message) {
        return ((long) sender << 40) ^ message;
    }
}
