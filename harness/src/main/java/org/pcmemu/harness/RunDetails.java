package org.pcmemu.harness;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.logp.CapacityReport;

/**
 * What a run reports beyond the numbers every report has: the algorithm's parameters as the run
 * used them (a k it chose itself), its own figures with their labels and sources, further fields
 * (a second bound with its claim, a computed value), the capacity check of a LogP run, the
 * supersteps of a bulk-synchronous run and one value per processor. The registry's runners make
 * one for each run; {@code run} prints all of it, compare and sweep the figures.
 *
 * @param algorithmParameters  the algorithm's parameters as shown, in display order: a Long or a String
 * @param modelParameters      values shown with the model's beyond its own parameters (e.g. the
 *                             k-item broadcast's buffered flag), in display order
 * @param figures              the algorithm's named numbers, in display order
 * @param fields               further fields that are not plain numbers, printed after the figures
 * @param capacity             the LogP capacity check, or null for a model without one
 * @param supersteps           the per-superstep breakdown, or null
 * @param perProcessor         one value per processor, or null
 */
public record RunDetails(Map<String, Object> algorithmParameters, Map<String, Object> modelParameters,
                         List<Figure> figures, List<Field> fields, CapacityReport capacity, Supersteps supersteps,
                         PerProcessor perProcessor) {

    public RunDetails {
        algorithmParameters = Collections.unmodifiableMap(new LinkedHashMap<>(algorithmParameters));
        modelParameters = Collections.unmodifiableMap(new LinkedHashMap<>(modelParameters));
        figures = List.copyOf(figures);
        fields = List.copyOf(fields);
    }

    /**
     * These details of a run under a latency spread: each further bound ({@link Field.Checked}),
     * which the papers give for latency exactly L, shown with its claim but not checked
     * ({@code "checked": false} in JSON).
     */
    RunDetails atExactLatencyOnly() {
        List<Field> shown = fields.stream().map(f -> f instanceof Field.Checked c ? c.unchecked() : f).toList();
        return new RunDetails(algorithmParameters, modelParameters, figures, shown, capacity, supersteps,
                perProcessor);
    }

    /** Details of a run that shows its figures only. */
    public static RunDetails of(Map<String, Object> algorithmParameters, List<Figure> figures) {
        return new RunDetails(algorithmParameters, Map.of(), figures, List.of(), null, null, null);
    }

    /**
     * A named number of the run.
     *
     * @param key    the JSON field name
     * @param label  the text label
     * @param value  a Long or a Double
     * @param unit   e.g. "cycles", or "" for a count
     * @param note   where it comes from, e.g. "TR Theorem 3.3", or ""
     */
    public record Figure(String key, String label, Number value, String unit, String note) {
    }

    /**
     * The supersteps of a bulk-synchronous run, as measured, in order.
     *
     * @param pricing  how a superstep's cost follows from w, h, g and L, e.g. "w + max(L, h*g)"
     */
    public record Supersteps(String pricing, List<Step> rows) {

        public Supersteps {
            rows = List.copyOf(rows);
        }

        /** The superstep price of each convention, as in {@link CostConvention}. */
        public static String pricing(CostConvention convention) {
            return switch (convention) {
                case MAX -> "w + max(L, h*g)";
                case SUM -> "w + h*g + L";
            };
        }
    }

    /**
     * One value per processor, indexed by processor id.
     *
     * @param key    the JSON field name
     * @param label  the text heading
     */
    public record PerProcessor(String key, String label, long[] values) {

        /** {@code finishTimes}: each processor's clock when its program returned (0 if it did nothing). */
        public static PerProcessor finishTimes(RunResult result) {
            return new PerProcessor("finishTimes", "finish times (cycles)", result.finishTimes());
        }
    }

    /** "24 cycles". */
    public static String cycles(long value) {
        return value + " cycles";
    }

    /**
     * A further field of a run that is not a plain number (those are {@link Figure}s): a label, a
     * second bound with its claim, a computed value. Each prints as one text row ({@link #label()},
     * {@link #text()}, {@link #note()}) and as one JSON field named {@link #key()}.
     */
    public sealed interface Field {
        String key();

        String label();

        /** The text row's value column. */
        String text();

        /** The text row's note column, or "". */
        String note();

        /** Writes {@code "key": value} into the open JSON object. */
        void writeJson(JsonGenerator json) throws IOException;

        /** A string, e.g. {@code "operator": "sum"}. */
        record Text(String key, String label, String text, String note) implements Field {
            @Override
            public void writeJson(JsonGenerator json) throws IOException {
                json.writeStringField(key, text);
            }
        }

        /**
         * Another analytic bound of the same run with its claim checked against the measured cost:
         * {@code "key": {"value", "claim", "holds", "source"}}.
         */
        record Checked(String key, String label, Bound bound, long measured) implements Field {
            @Override
            public String text() {
                return cycles(bound.value());
            }

            @Override
            public String note() {
                return bound.claim().label() + " (" + (bound.holdsFor(measured) ? "holds" : "DOES NOT HOLD") + "): "
                        + bound.source();
            }

            @Override
            public void writeJson(JsonGenerator json) throws IOException {
                json.writeObjectFieldStart(key);
                json.writeNumberField("value", bound.value());
                json.writeStringField("claim", bound.claim().label());
                json.writeBooleanField("holds", bound.holdsFor(measured));
                json.writeStringField("source", bound.source());
                json.writeEndObject();
            }

            /* The same bound shown for latency L only, unchecked (a run under a latency spread). */
            Field unchecked() {
                return new Computed(key, label, text(), bound.claim().label() + " for latency L, not checked under"
                        + " the spread: " + bound.source(), json -> {
                            json.writeStartObject();
                            json.writeNumberField("value", bound.value());
                            json.writeStringField("claim", bound.claim().label());
                            json.writeBooleanField("checked", false);
                            json.writeStringField("source", bound.source());
                            json.writeEndObject();
                        });
            }
        }

        /**
         * A value the run computed, whose JSON form depends on its type (a number, a string, an
         * array, an object).
         *
         * @param json writes the JSON value only; the field name is written before it
         */
        record Computed(String key, String label, String text, String note, JsonValue json) implements Field {
            @Override
            public void writeJson(JsonGenerator out) throws IOException {
                out.writeFieldName(key);
                json.write(out);
            }
        }

        /**
         * Lines printed in text below the summary, under {@code heading} (e.g. the k-item
         * broadcast's reception table), named by one row ({@link #text()}, {@link #note()});
         * JSON: an array of the lines.
         */
        record Lines(String key, String label, String text, String note, String heading, List<String> lines)
                implements Field {
            public Lines {
                lines = List.copyOf(lines);
            }

            @Override
            public void writeJson(JsonGenerator json) throws IOException {
                json.writeArrayFieldStart(key);
                for (String line : lines) {
                    json.writeString(line);
                }
                json.writeEndArray();
            }
        }
    }

    /** Writes one JSON value. */
    @FunctionalInterface
    public interface JsonValue {
        void write(JsonGenerator json) throws IOException;
    }
}
