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
import java.util.Optional;
import org.pcmemu.emulator.Trace;
import org.pcmemu.emulator.TraceEvent;

/**
 * File formats of {@code --trace}, chosen by the file's extension. Both hold one record per
 * traced interval [start, end) in model cycles, processor by processor, each processor's events
 * in model-time order; peer is the other processor of a SEND or RECEIVE, -1 otherwise.
 *
 * <pre>
 *   CSV:   processor,event,start,end,peer          JSON:  [
 *          0,SEND,0,2,1                                   {"processor":0,"event":"SEND","start":0,"end":2,"peer":1},
 *          ...                                            ...
 *                                                         ]
 * </pre>
 */
enum TraceFormat {
    CSV(".csv") {
        @Override
        void write(Trace trace, OutputStream out) throws IOException {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            w.write("processor,event,start,end,peer\n");
            for (int p = 0; p < trace.processors(); p++) {
                for (TraceEvent e : trace.events(p)) {
                    w.write(e.processor() + "," + e.kind() + "," + e.start() + "," + e.end() + "," + e.peer() + "\n");
                }
            }
            w.flush();
        }
    },
    JSON(".json") {
        @Override
        void write(Trace trace, OutputStream out) throws IOException {
            try (JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
                json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                json.setPrettyPrinter(new OneObjectPerLine());
                json.writeStartArray();
                for (int p = 0; p < trace.processors(); p++) {
                    for (TraceEvent e : trace.events(p)) {
                        json.writeStartObject();
                        json.writeNumberField("processor", e.processor());
                        json.writeStringField("event", e.kind().name());
                        json.writeNumberField("start", e.start());
                        json.writeNumberField("end", e.end());
                        json.writeNumberField("peer", e.peer());
                        json.writeEndObject();
                    }
                }
                json.writeEndArray();
            }
        }
    };

    private final String extension;

    TraceFormat(String extension) {
        this.extension = extension;
    }

    /** Writes every event of {@code trace}; the caller owns (and closes) {@code out}. */
    abstract void write(Trace trace, OutputStream out) throws IOException;

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
