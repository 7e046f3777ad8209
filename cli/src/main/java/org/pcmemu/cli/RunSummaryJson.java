package org.pcmemu.cli;

import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunDetails;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.logp.CapacityReport;

/**
 * Prints a {@link RunSummary} as exactly one JSON object (streamed, so P = 10^6 values cost no
 * tree). Field names are part of the command line's interface: scripts read them.
 *
 * <pre>
 * { "command", "model", "algorithm",
 *   "parameters": {the model's ("P", "L", ... or "p", "g", "L", "cost"), then the algorithm's ("k", "words")},
 *   "measured", "bound", "claim", "claimHolds", "boundSource", "ratio" (null if infinite; these
 *     five absent where no claim holds under --latency-spread),
 *   "exactBound": {"value", "claim", "source"} and "unclaimed" (why no claim holds, if none does):
 *     under --latency-spread only, whose seed is "latency-spread" among the parameters,
 *   ...the algorithm's figures..., ...its further fields (RunDetails.Field)...,
 *   "messages", "windows" (LogP engine only), "wallMillis", "threads", "jitter" (the --jitter seed, if given),
 *   "capacity": {"mode" (enforce, check or off), "limit" (null if unlimited), "worstInTransit",
 *                "worstProcessor", "worstTime", "violations", "exceeded", "stalledSends",
 *                "stallCycles", "stallCyclesByProcessor": [...]} (LogP only),
 *   "trace": {"file", "format", "events"} (only with --trace),
 *   "chart": the SVG or PNG file (only with --chart),
 *   "supersteps": [{"index", "w", "h", "messages", "words", "start", "cost"}, ...] (BSP only),
 *   "informationTimes": [...] (the per-processor values, by processor id; LogP only) }
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
            json.writeStringField("model", s.model().name());
            json.writeStringField("algorithm", s.algorithm().name());
            json.writeObjectFieldStart("parameters");
            parameters(json, s.model().values());
            parameters(json, s.algorithm().values());
            json.writeEndObject();
            json.writeNumberField("measured", s.measured());
            if (s.bound() != null) { // a user's program without a bound has none of these
                json.writeNumberField("bound", s.bound().value());
                json.writeStringField("claim", s.bound().claim().label());
                json.writeBooleanField("claimHolds", s.claimHolds());
                json.writeStringField("boundSource", s.bound().source());
                number(json, "ratio", s.bound().ratio(s.measured()));
            }
            if (s.spread() != null) {
                spread(json, s.spread());
            }
            for (RunDetails.Figure f : s.figures()) {
                figure(json, f);
            }
            for (RunDetails.Field f : s.fields()) {
                f.writeJson(json);
            }
            run(json, s.run());
            if (s.capacity() != null) {
                capacity(json, s.capacity());
            }
            if (s.trace() != null) {
                trace(json, s.trace());
            }
            if (s.chart() != null) {
                json.writeStringField("chart", s.chart().toString());
            }
            if (s.supersteps() != null) {
                supersteps(json, s.supersteps());
            }
            if (s.perProcessor() != null) {
                json.writeFieldName(s.perProcessor().key());
                json.writeArray(s.perProcessor().values(), 0, s.perProcessor().values().length);
            }
            json.writeEndObject();
        }
        out.write(System.lineSeparator());
    }

    /* The bound for latency L that a run under a latency spread shows, and why none is checked. */
    private static void spread(JsonGenerator json, Report.Spread spread) throws IOException {
        if (spread.exact() != null) {
            json.writeObjectFieldStart("exactBound");
            json.writeNumberField("value", spread.exact().value());
            json.writeStringField("claim", spread.exact().claim().label());
            json.writeStringField("source", spread.exact().source());
            json.writeEndObject();
        }
        if (!spread.unclaimed().isEmpty()) {
            json.writeStringField("unclaimed", spread.unclaimed());
        }
    }

    private static void parameters(JsonGenerator json, Map<String, Object> values) throws IOException {
        for (Map.Entry<String, Object> e : values.entrySet()) {
            if (e.getValue() instanceof Long number) {
                json.writeNumberField(e.getKey(), number);
            } else {
                json.writeStringField(e.getKey(), e.getValue().toString());
            }
        }
    }

    private static void figure(JsonGenerator json, RunDetails.Figure f) throws IOException {
        if (f.value() instanceof Double || f.value() instanceof Float) {
            number(json, f.key(), f.value().doubleValue());
        } else {
            json.writeNumberField(f.key(), f.value().longValue());
        }
    }

    private static void run(JsonGenerator json, RunSummary.RunStats r) throws IOException {
        json.writeNumberField("messages", r.messages());
        if (r.windows().isPresent()) {
            json.writeNumberField("windows", r.windows().getAsLong());
        }
        json.writeNumberField("wallMillis", r.wallMillis());
        json.writeStringField("threads", EmulatorOptions.label(r.threads()));
        if (r.jitterSeed() != 0) {
            json.writeNumberField("jitter", r.jitterSeed());
        }
    }

    private static void supersteps(JsonGenerator json, RunDetails.Supersteps s) throws IOException {
        json.writeArrayFieldStart("supersteps");
        for (Step x : s.rows()) {
            json.writeStartObject();
            json.writeNumberField("index", x.index());
            json.writeNumberField("w", x.work());
            json.writeNumberField("h", x.h());
            json.writeNumberField("messages", x.messages());
            json.writeNumberField("words", x.words());
            json.writeNumberField("start", x.start());
            json.writeNumberField("cost", x.cost());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void capacity(JsonGenerator json, CapacityReport c) throws IOException {
        json.writeObjectFieldStart("capacity");
        json.writeStringField("mode", c.mode().label());
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
        json.writeNumberField("stalledSends", c.stalledSends());
        json.writeNumberField("stallCycles", c.totalStallCycles());
        json.writeFieldName("stallCyclesByProcessor");
        json.writeArray(c.stallCycles(), 0, c.stallCycles().length);
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
