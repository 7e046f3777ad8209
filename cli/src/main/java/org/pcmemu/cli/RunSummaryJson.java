package org.pcmemu.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.logp.CapacityReport;

/**
 * Prints a {@link RunSummary} as exactly one JSON object (streamed, so P = 10^6 values cost no
 * tree). Field names are part of the command line's interface: scripts read them.
 *
 * <pre>
 * { "command", "model", "algorithm", "parameters": {"P", ...},
 *   "measured", "bound", "claim", "claimHolds", "boundSource", "ratio" (null if infinite),
 *   ...the algorithm's figures..., ...its further fields (SummaryField)...,
 *   "messages", "windows", "wallMillis", "threads",
 *   "capacity": {"limit" (null if unlimited), "worstInTransit", "worstProcessor", "worstTime",
 *                "violations", "exceeded"},
 *   "trace": {"file", "format", "events"} (only with --trace),
 *   "informationTimes": [...] (the per-processor values, by processor id) }
 * </pre>
 */
final class RunSummaryJson {
    private RunSummaryJson() {
    }

    static void write(RunSummary s, Writer out) throws IOException {
        try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.setPrettyPrinter(new DefaultPrettyPrinter()); // arrays stay on one line
            json.writeStartObject();
            json.writeStringField("command", s.command());
            json.writeStringField("model", s.model().model());
            json.writeStringField("algorithm", s.algorithm());
            parameters(json, s.model().values());
            json.writeNumberField("measured", s.measured());
            json.writeNumberField("bound", s.bound().value());
            json.writeStringField("claim", s.bound().claim().label());
            json.writeBooleanField("claimHolds", s.claimHolds());
            json.writeStringField("boundSource", s.bound().source());
            number(json, "ratio", s.bound().ratio(s.measured()));
            for (RunSummary.Figure f : s.figures()) {
                figure(json, f);
            }
            for (SummaryField f : s.fields()) {
                f.writeJson(json);
            }
            run(json, s.result());
            if (s.capacity() != null) {
                capacity(json, s.capacity());
            }
            if (s.trace() != null) {
                trace(json, s.trace());
            }
            if (s.perProcessor() != null) {
                json.writeFieldName(s.perProcessor().key());
                json.writeArray(s.perProcessor().values(), 0, s.perProcessor().values().length);
            }
            json.writeEndObject();
        }
        out.write(System.lineSeparator());
    }

    private static void parameters(JsonGenerator json, Map<String, Long> values) throws IOException {
        json.writeObjectFieldStart("parameters");
        for (Map.Entry<String, Long> e : values.entrySet()) {
            json.writeNumberField(e.getKey(), e.getValue());
        }
        json.writeEndObject();
    }

    private static void figure(JsonGenerator json, RunSummary.Figure f) throws IOException {
        if (f.value() instanceof Double || f.value() instanceof Float) {
            number(json, f.key(), f.value().doubleValue());
        } else {
            json.writeNumberField(f.key(), f.value().longValue());
        }
    }

    private static void run(JsonGenerator json, RunResult r) throws IOException {
        json.writeNumberField("messages", r.messages());
        json.writeNumberField("windows", r.windows());
        json.writeNumberField("wallMillis", r.wallMillis());
        json.writeStringField("threads", EmulatorOptions.label(r.threadMode()));
    }

    private static void capacity(JsonGenerator json, CapacityReport c) throws IOException {
        json.writeObjectFieldStart("capacity");
        if (c.limit() == Long.MAX_VALUE) {
            json.writeNullField("limit");
        } else {
            json.writeNumberField("limit", c.limit());
        }
        json.writeNumberField("worstInTransit", c.worst());
        json.writeNumberField("worstProcessor", c.worstProcessor());
        json.writeNumberField("worstTime", c.worstTime());
        json.writeNumberField("violations", c.violations());
        json.writeBooleanField("exceeded", c.exceeded());
        json.writeEndObject();
    }

    private static void trace(JsonGenerator json, TraceTarget.WrittenTrace t) throws IOException {
        json.writeObjectFieldStart("trace");
        json.writeStringField("file", t.file().toString());
        json.writeStringField("format", t.format().name().toLowerCase(Locale.ROOT));
        json.writeNumberField("events", t.events());
        json.writeEndObject();
    }

    /* JSON has no infinity or NaN: write null. */
    private static void number(JsonGenerator json, String name, double value) throws IOException {
        if (Double.isFinite(value)) {
            json.writeNumberField(name, value);
        } else {
            json.writeNullField(name);
        }
    }
}
