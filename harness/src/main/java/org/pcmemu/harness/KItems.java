package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.algorithms.logp.kitem.ContinuousReport;
import org.pcmemu.algorithms.logp.kitem.KItemAlgorithm;
import org.pcmemu.algorithms.logp.kitem.KItemBounds;
import org.pcmemu.algorithms.logp.kitem.KItemReport;
import org.pcmemu.algorithms.logp.kitem.ReceptionTable;
import org.pcmemu.algorithms.logp.kitem.SearchOutcome;
import org.pcmemu.models.logp.LogP;

/**
 * The registry's kitem and continuous broadcasts of the postal model (Karp, Sahay, Santos,
 * Schauser, SPAA section 3): their runners, the bounds and per-item times they report, and, on
 * request, the measured reception table (the layout of SPAA Figures 2 and 5).
 */
final class KItems {
    static final Problem KITEM = new Problem("kitem",
            "k items from one source to all, postal model (SPAA section 3)",
            List.of("Every processor ends with items 1..k. Bounds: Theorem 3.1, B(P-1) + L + (k-1) - k* (any"
                    + " schedule); B(P-1) + L + k - 1 (a schedule in which the source sends each item once);"
                    + " Theorems 3.6/3.7, B(P-1) + 2L + k - 2 (reachable). optimal adds an endgame to a"
                    + " block-cyclic continuous phase (Theorem 3.2); buffered runs in the buffered model of"
                    + " section 3.5 (Theorem 3.8), where an enforced capacity is only checked. The example is SPAA"
                    + " Figure 2's machine with k = 8: optimal takes 15, the Theorem 3.1 bound."),
            List.of("pcmemu run kitem --model postal --P 10 --lambda 3 --items 8 --table"));
    static final Problem CONTINUOUS = new Problem("continuous",
            "an item created every step, broadcast in least delay (SPAA section 3)",
            List.of("The source creates an item every step; each item's delay is compared with L + B(P-1) (SPAA"
                    + " section 3.1). A block-cyclic schedule (section 3.2) is searched for; where one is found"
                    + " the delay of every item equals L + B(P-1) (Theorem 3.3). Where none exists or none is"
                    + " found, a greedy plan runs and only the lower bound is claimed. measured is the largest"
                    + " delay of the first --items items. The example is SPAA Figure 2's machine: every delay is 10."),
            List.of("pcmemu run continuous --model postal --P 10 --lambda 3 --items 40"));

    /** The per-item text lists show this many values, then "...". */
    static final int TEXT_ITEMS = 24;
    private static final Parameter KITEM_TABLE = Parameter.printed("table", "also print the reception table,"
            + " processors x time steps in the layout of SPAA Figures 2 and 5 (items as a, b, c, ... up to 26"
            + " items, else 1, 2, 3, ...; [x]: x waited in the buffer; with --json, the field receptionTable)");
    private static final Parameter CONTINUOUS_TABLE = Parameter.printed("table", "also print the reception"
            + " table, processors x time steps in the layout of SPAA Figure 2 (with --json, the field receptionTable)");

    private KItems() {
    }

    /* SPAA section 3: k items from one source, and continuous broadcast; the postal model only. */
    static void register(List<Algorithm> all) {
        Set<ModelKind> postal = EnumSet.of(ModelKind.POSTAL);
        for (KItemAlgorithm a : KItemAlgorithm.values()) {
            all.add(new Algorithm("kitem", a.label(), postal,
                    List.of(Parameter.withDefault("items", 1, 1, "items to broadcast, k"), KITEM_TABLE), switch (a) {
                        case OPTIMAL -> "continuous phase and endgame (SPAA Theorem 3.2): equals Theorem 3.1 where"
                                + " reached, else at most its plan";
                        case SINGLE_SENDING -> "each item leaves the source once (SPAA Theorem 3.7): at most"
                                + " B(P-1) + 2L + k - 2";
                        case BUFFERED -> "single-sending, buffered model (SPAA Theorem 3.8): equals"
                                + " L + B(P-1) + k - 1";
                        case SEQUENTIAL -> "k optimal one-item broadcasts in turn: at least Theorem 3.1";
                        case PIPELINED -> "a pipeline along a fixed tree of fan-out 2: at least Theorem 3.1";
                    }, (m, p, o) -> {
                        // KItemReport.run runs on KItemReport.modelFor(m.logP(), a): the buffered model only
                        // checks an enforced capacity (SPAA section 3.5); r.model() is that machine.
                        KItemReport r = KItemReport.run(m.logP(), a, KItemReport.items(p.get("items")), o);
                        return Runs.report("kitem", m, a.label(), ran(p), r.measured(), r.bound(), r.run(),
                                Runs.figures("lowerBound", r.lowerBound().value(), "theorem31", r.theorem31(),
                                        "singleSendingBound", r.singleSendingBound(), "upperBound",
                                        r.upperBound().value(), "scheduleBound", r.scheduleBound().value(),
                                        "largestBuffer", r.largestBuffer()),
                                details(r, p.get("table") == 1 ? r.table() : null));
                    }, switch (a) { // docs/algorithms.md, "Under a latency spread"
                        case OPTIMAL -> SpreadClaim.none("early items change the order in which items are passed"
                                + " on: faster or slower than Theorem 3.1");
                        case SINGLE_SENDING -> SpreadClaim.AT_MOST;
                        case BUFFERED -> SpreadClaim.AT_LEAST;
                        case SEQUENTIAL, PIPELINED -> SpreadClaim.AS_DECLARED;
                    }));
        }
        all.add(new Algorithm("continuous", "block-cyclic", postal,
                List.of(Parameter.withDefault("items", 40, 1, "items created, one per step"), CONTINUOUS_TABLE),
                "block-cyclic schedule (SPAA Theorem 3.3): largest delay equals L + B(P-1) where one is found",
                (m, p, o) -> {
                    ContinuousReport r = ContinuousReport.run(m.logP(), KItemReport.items(p.get("items")), o);
                    return Runs.report("continuous", m, "block-cyclic", ran(p), r.measured(), r.bound(), r.run(),
                            Runs.figures("fibonacciT", r.fibonacciT()),
                            details(r, p.get("table") == 1 ? r.table() : null));
                }, SpreadClaim.none("a latency below L can make the largest delay longer or shorter than"
                        + " L + B(P-1)"))); // docs/algorithms.md, "Under a latency spread"
    }

    /* The parameters the run depended on, as a report keeps them: table only changes what run prints. */
    private static Map<String, Long> ran(Map<String, Long> parameters) {
        Map<String, Long> out = new LinkedHashMap<>(parameters);
        out.remove("table");
        return out;
    }

    /* kitem: Theorem 3.1, the single-sending bound, Theorem 3.7 and the plan's cost, each checked where claimed. */
    private static RunDetails details(KItemReport r, ReceptionTable table) {
        LogP m = r.model();
        int k = r.k();
        List<RunDetails.Figure> figures = figures(m, k);
        if (r.algorithm().buffered()) {
            figures.add(new RunDetails.Figure("largestBuffer", "largest buffer", r.largestBuffer(), "items",
                    "the most items one processor held over from one step to the next"));
        }
        boolean singleSending = r.algorithm() == KItemAlgorithm.SINGLE_SENDING || r.algorithm().buffered();
        List<RunDetails.Field> fields = new ArrayList<>();
        fields.add(new RunDetails.Field.Checked("lowerBound", "lower bound", r.lowerBound(), r.measured()));
        fields.add(reference("theorem31", "Theorem 3.1 form", r.theorem31(),
                "B(P-1) + L + (k-1) - k*" + (k > KItemBounds.kStar(m.P() - 1, m.L()) ? ""
                        : "; for k <= k* it can exceed the lower bound above (see docs/algorithms.md)")));
        fields.add(singleSending
                ? new RunDetails.Field.Checked("singleSendingBound", "single-sending bound",
                        new Bound(r.singleSendingBound(), Claim.AT_LEAST, "SPAA section 3.4: B(P-1) + L + k - 1"),
                        r.measured())
                : reference("singleSendingBound", "single-sending bound", r.singleSendingBound(),
                        "SPAA section 3.4, B(P-1) + L + k - 1: for schedules whose source sends each item once"));
        fields.add(r.algorithm() == KItemAlgorithm.SEQUENTIAL || r.algorithm() == KItemAlgorithm.PIPELINED
                ? reference("upperBound", "Theorem 3.7 bound", r.upperBound().value(),
                        r.upperBound().source() + " (reachable; not claimed by a baseline)")
                : new RunDetails.Field.Checked("upperBound", "Theorem 3.7 bound", r.upperBound(), r.measured()));
        fields.add(new RunDetails.Field.Checked("scheduleBound", "plan's cost", r.scheduleBound(), r.measured()));
        fields.add(construction(r.construction()));
        fields.add(perItem("completion", "item completion", r.completion(),
                "when item i (1, 2, ...) had reached every processor (measured)"));
        if (table != null) {
            fields.add(table(table));
        }
        // the machine the algorithm ran on: the buffered model checks a capacity, never enforces it
        return new RunDetails(Map.of(), Map.of("capacity", m.capacityMode().label()), figures, fields, null, null,
                done(r.outcome().received()));
    }

    /* continuous: how the search ended, Theorem 3.5 for L = 2, the delays and completions. */
    private static RunDetails details(ContinuousReport r, ReceptionTable table) {
        List<RunDetails.Field> fields = new ArrayList<>();
        fields.add(new RunDetails.Field.Text("search", "block-cyclic search", switch (r.search()) {
            case FOUND -> "found";
            case NONE -> "none exists";
            case BUDGET -> "none found within the budget";
        }, r.search() == SearchOutcome.NONE ? "the search was exhaustive" : ""));
        r.theorem35().ifPresent(delay -> fields.add(reference("theorem35", "Theorem 3.5 delay", delay,
                "L = 2, P - 1 = P(t): L + B(P-1) + 1, by pruned trees; see docs/algorithms.md")));
        fields.add(construction(r.construction()));
        fields.add(perItem("delays", "item delays", r.delays(), "completion - creation step (measured)"));
        fields.add(perItem("completion", "item completion", r.completion(),
                "when item i (1, 2, ...) had reached every processor (measured)"));
        if (table != null) {
            fields.add(table(table));
        }
        return new RunDetails(Map.of(), Map.of(), figures(r.model(), r.items()), fields, null, null,
                done(r.outcome().received()));
    }

    /* k, B(P-1), k*, P - 1 = P(t). */
    private static List<RunDetails.Figure> figures(LogP m, long k) {
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

    /* A bound shown for reference only (not a claim of this algorithm). */
    private static RunDetails.Field reference(String key, String label, long value, String note) {
        return new RunDetails.Field.Computed(key, label, RunDetails.cycles(value), note,
                json -> json.writeNumber(value));
    }

    /* How the plan was built: long, so in the note column (JSON: a string). */
    private static RunDetails.Field construction(String text) {
        return new RunDetails.Field.Computed("construction", "construction", "", text, json -> json.writeString(text));
    }

    /* A list of per-item values: the first TEXT_ITEMS in text, all of them in JSON. */
    private static RunDetails.Field perItem(String key, String label, long[] values, String note) {
        String text = Arrays.stream(values).limit(TEXT_ITEMS).mapToObj(Long::toString)
                .collect(Collectors.joining(" ")) + (values.length > TEXT_ITEMS ? " ..." : "");
        return new RunDetails.Field.Computed(key, label, text, note, json -> json.writeArray(values, 0, values.length));
    }

    /* The measured reception table: printed below the summary in text, an array of its lines in JSON. */
    private static RunDetails.Field table(ReceptionTable table) {
        List<String> lines = table.lines(true);
        return new RunDetails.Field.Lines("receptionTable", "reception table", lines.size() - 1 + " rows",
                "printed below", "reception table (measured)", lines);
    }

    /* Each processor's last reception: when it holds every item. */
    private static RunDetails.PerProcessor done(long[][] received) {
        long[] done = Arrays.stream(received).mapToLong(r -> Arrays.stream(r).max().orElse(0)).toArray();
        return new RunDetails.PerProcessor("holdsAll", "holds every item at (cycles)", done);
    }
}
