package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.algorithms.logp.kitem.KItemBounds;
import org.pcmemu.models.logp.LogP;

/** The figures and fields {@code run kitem} and {@code run continuous} share: the section 3 bounds and the per-item times. */
final class KItemSummary {
    /** The per-item text lists show this many values, then "...". */
    static final int TEXT_ITEMS = 24;

    private KItemSummary() {
    }

    /** B(P-1), k*, P - 1 = P(t). */
    static List<RunDetails.Figure> figures(LogP m, long k) {
        List<RunDetails.Figure> figures = new ArrayList<>();
        figures.add(new RunDetails.Figure("items", "items", k, "", "k"));
        figures.add(new RunDetails.Figure("broadcastTime", "B(P-1)", KItemBounds.broadcastTime(m.P() - 1, m.L()),
                "steps", "least t with f_t >= P-1 (SPAA Theorem 2.2)"));
        figures.add(new RunDetails.Figure("kStar", "k*", KItemBounds.kStar(m.P() - 1, m.L()), "",
                "floor(sum_{i<B(P-1)} f_i / (P-1)) (SPAA section 3)"));
        figures.add(new RunDetails.Figure("fibonacciT", "P-1 = P(t)", KItemBounds.fibonacciIndex(m.P(), m.L()), "",
                "t with P - 1 = f_t, or -1"));
        return figures;
    }

    /** A bound shown for reference only (not a claim of this algorithm). */
    static RunDetails.Field reference(String key, String label, long value, String note) {
        return new RunDetails.Field.Computed(key, label, RunDetails.cycles(value), note, json -> json.writeNumber(value));
    }

    /** A bound this run is checked against. */
    static RunDetails.Field checked(String key, String label, long value, Claim claim, String source, long measured) {
        return new RunDetails.Field.Checked(key, label, new Bound(value, claim, source), measured);
    }

    /** How the plan was built: long, so in the note column (JSON: a string). */
    static RunDetails.Field construction(String text) {
        return new RunDetails.Field.Computed("construction", "construction", "", text, json -> json.writeString(text));
    }

    /** A list of per-item values: the first {@link #TEXT_ITEMS} in text, all of them in JSON. */
    static RunDetails.Field perItem(String key, String label, long[] values, String note) {
        String text = Arrays.stream(values).limit(TEXT_ITEMS).mapToObj(Long::toString)
                .collect(Collectors.joining(" ")) + (values.length > TEXT_ITEMS ? " ..." : "");
        return new RunDetails.Field.Computed(key, label, text, note, json -> json.writeArray(values, 0, values.length));
    }

    /** Each processor's last reception: when it holds every item. */
    static RunDetails.PerProcessor done(long[][] received) {
        long[] done = Arrays.stream(received).mapToLong(r -> Arrays.stream(r).max().orElse(0)).toArray();
        return new RunDetails.PerProcessor("holdsAll", "holds every item at (cycles)", done);
    }

    /** The reception table's lines as a JSON array of strings (text output prints them after the summary). */
    static RunDetails.Field table(List<String> lines) {
        return new RunDetails.Field.Computed("receptionTable", "reception table", lines.size() - 1 + " rows",
                "printed below", json -> {
                    json.writeStartArray();
                    for (String line : lines) {
                        json.writeString(line);
                    }
                    json.writeEndArray();
                });
    }

    static void print(PrintWriter out, List<String> lines) {
        out.println();
        out.println("reception table (measured):");
        lines.forEach(out::println);
        out.flush();
    }
}
