package org.pcmemu.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;
import org.pcmemu.harness.goal.GoalWriter;
import org.pcmemu.harness.pictures.ChromeTrace;

/**
 * File formats of {@code --trace}, chosen by the file's extension. Both hold one record per
 * traced interval [start, end) in model cycles, processor by processor, each processor's events
 * in model-time order. The columns depend on the engine:
 *
 * <pre>
 *   LogP, postal:          processor,event,start,end,peer,message,sendStart,arrival
 *     SEND, RECEIVE        peer = the other processor; the message is (sender, message), the
 *                          sender's count of messages before it; sendStart and arrival its times
 *     COMPUTE, IDLE, STALL peer = -1, the other cells empty; STALL: a send held back by capacity
 *   BSP, H-PRAM, D-BSP:    processor,event,start,end,step,work,words_sent,words_received,
 *                          sub_machine_first,sub_machine_size,depth
 *     STEP                 a priced step of the sub-machine [first, first + size) on one member
 *     IDLE                 waiting for the other parts of a partition; the other cells empty
 * </pre>
 *
 * JSON is an array with one object per line, with the same fields in camelCase, and only those
 * that apply to the event. CHROME is the Chrome trace-event format that Perfetto UI and
 * chrome://tracing open ({@link ChromeTrace}). GOAL, for LogP and postal runs, is a schedule in
 * LogGOPSim's text format whose run reproduces every processor's finish time ({@link GoalWriter}).
 */
enum TraceFormat {
    CSV(".csv") {
        @Override
        void write(Trace trace, String title, Map<String, String> metadata, OutputStream out) throws IOException {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            w.write(trace.shape() == Trace.Shape.MESSAGES
                    ? "processor,event,start,end,peer,message,sendStart,arrival\n"
                    : "processor,event,start,end,step,work,words_sent,words_received,sub_machine_first,"
                    + "sub_machine_size,depth\n");
            boolean messages = trace.shape() == Trace.Shape.MESSAGES;
            for (int p = 0; p < trace.processors(); p++) {
                for (TraceEvent e : trace.events(p)) {
                    w.write(e.processor() + "," + e.kind() + "," + e.start() + "," + e.end() + ",");
                    w.write(switch (e) {
                        case TraceEvent.MessageEvent m -> m.peer() + "," + m.message() + "," + m.sendStart() + ","
                                + m.arrival();
                        case TraceEvent.StepEvent s -> s.step() + "," + s.work() + "," + s.wordsSent() + ","
                                + s.wordsReceived() + "," + s.first() + "," + s.size() + "," + s.depth();
                        case TraceEvent.LocalEvent l -> messages ? "-1,,," : ",,,,,,";
                    });
                    w.write('\n');
                }
            }
            w.flush();
        }
    },
    /** Chrome trace-event JSON for Perfetto UI and chrome://tracing: see {@link ChromeTrace}. */
    CHROME(".perfetto.json") {
        @Override
        void write(Trace trace, String title, Map<String, String> metadata, OutputStream out) throws IOException {
            ChromeTrace.write(trace, title, metadata, out);
        }
    },
    /** A GOAL schedule whose run reproduces every processor's finish time: see {@link GoalWriter}. */
    GOAL(".goal") {
        @Override
        void write(Trace trace, String title, Map<String, String> metadata, OutputStream out) throws IOException {
            GoalWriter.write(trace, title, metadata, out);
        }
    },
    JSON(".json") {
        @Override
        void write(Trace trace, String title, Map<String, String> metadata, OutputStream out) throws IOException {
            try (JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
                json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                json.setPrettyPrinter(new OneObjectPerLine());
                json.writeStartArray();
                for (int p = 0; p < trace.processors(); p++) {
                    for (TraceEvent e : trace.events(p)) {
                        writeEvent(json, e);
                    }
                }
                json.writeEndArray();
            }
        }

        private void writeEvent(JsonGenerator json, TraceEvent e) throws IOException {
            json.writeStartObject();
            json.writeNumberField("processor", e.processor());
            json.writeStringField("event", e.kind().name());
            json.writeNumberField("start", e.start());
            json.writeNumberField("end", e.end());
            if (e instanceof TraceEvent.MessageEvent m) {
                json.writeNumberField("peer", m.peer());
                json.writeNumberField("message", m.message());
                json.writeNumberField("sendStart", m.sendStart());
                json.writeNumberField("arrival", m.arrival());
            } else if (e instanceof TraceEvent.StepEvent s) {
                json.writeNumberField("step", s.step());
                json.writeNumberField("work", s.work());
                json.writeNumberField("wordsSent", s.wordsSent());
                json.writeNumberField("wordsReceived", s.wordsReceived());
                json.writeNumberField("subMachineFirst", s.first());
                json.writeNumberField("subMachineSize", s.size());
                json.writeNumberField("depth", s.depth());
            }
            json.writeEndObject();
        }
    };

    private final String extension;

    TraceFormat(String extension) {
        this.extension = extension;
    }

    /**
     * Writes every event of {@code trace}; the caller owns (and closes) {@code out}.
     *
     * @param title     what the run was (only the Chrome format shows it)
     * @param metadata  further facts of the run (only the Chrome format writes them)
     */
    abstract void write(Trace trace, String title, Map<String, String> metadata, OutputStream out)
            throws IOException;

    /** The name {@code --trace-format} takes. */
    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The format of a file name: CHROME is tried before JSON, so .perfetto.json is Chrome's. */
    static Optional<TraceFormat> forFileName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (TraceFormat f : values()) {
            if (lower.endsWith(f.extension) && lower.length() > f.extension.length()) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** A compact JSON array with one object per line, so that line-based tools can cope. */
    private static final class OneObjectPerLine extends MinimalPrettyPrinter {
        private static final long serialVersionUID = 1L;

        @Override
        public void beforeArrayValues(JsonGenerator g) throws IOException {
            g.writeRaw('\n');
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw(",\n");
        }

        @Override
        public void writeEndArray(JsonGenerator g, int nrOfValues) throws IOException {
            g.writeRaw(nrOfValues == 0 ? "]" : "\n]");
        }
    }
}
