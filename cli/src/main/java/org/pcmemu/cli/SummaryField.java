package org.pcmemu.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.pcmemu.algorithms.Bound;

/**
 * A further field of a {@link RunSummary} that is not a plain number (those are
 * {@link RunSummary.Figure}s): a label, a second bound with its claim, a computed value. Each
 * prints as one text row ({@link #label()}, {@link #text()}, {@link #note()}) and as one JSON
 * field named {@link #key()}.
 */
sealed interface SummaryField {
    String key();

    String label();

    /** The text row's value column. */
    String text();

    /** The text row's note column, or "". */
    String note();

    /** Writes {@code "key": value} into the open JSON object. */
    void writeJson(JsonGenerator json) throws IOException;

    /** A string, e.g. {@code "operator": "sum"}. */
    record Text(String key, String label, String text, String note) implements SummaryField {
        @Override
        public void writeJson(JsonGenerator json) throws IOException {
            json.writeStringField(key, text);
        }
    }

    /**
     * Another analytic bound of the same run with its claim checked against the measured cost:
     * {@code "key": {"value", "claim", "holds", "source"}}.
     */
    record Checked(String key, String label, Bound bound, long measured) implements SummaryField {
        @Override
        public String text() {
            return RunSummaryText.cycles(bound.value());
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
    }

    /**
     * A value the run computed, whose JSON form depends on its type (a number, a string, an
     * array, an object).
     *
     * @param json writes the JSON value only; the field name is written before it
     */
    record Computed(String key, String label, String text, String note, JsonValue json) implements SummaryField {
        @Override
        public void writeJson(JsonGenerator out) throws IOException {
            out.writeFieldName(key);
            json.write(out);
        }
    }

    /** Writes one JSON value. */
    @FunctionalInterface
    interface JsonValue {
        void write(JsonGenerator json) throws IOException;
    }
}
