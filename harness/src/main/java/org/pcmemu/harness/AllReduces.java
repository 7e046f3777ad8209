package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.logp.combining.CombiningAlgorithm;
import org.pcmemu.algorithms.logp.combining.CombiningReport;
import org.pcmemu.algorithms.logp.combining.CombiningSchedule;

/**
 * The registry's allreduce: the combining broadcast and reduce-then-broadcast (TR section 5).
 * Processor i holds i+1, so every processor ends with P(P+1)/2 (long addition, checked).
 */
final class AllReduces {
    static final Problem PROBLEM = new Problem("allreduce",
            "every processor ends with the sum of all values (TR section 5)",
            List.of("Combining broadcast (all-reduce) on LogP or postal. Processor i holds i+1; at the end every"
                    + " processor holds the sum P(P+1)/2 (long addition). fibonacci is TR Theorem 5.1, exact"
                    + " (claim: equals) in the postal model when P is a generalized Fibonacci number f_T; on LogP,"
                    + " or for other P, its construction's time is an upper bound. reduce-broadcast is the optimal"
                    + " reduction followed by the optimal broadcast, at most 2 B(P). No algorithm beats B(P), the"
                    + " optimal reduction, shown as the lower bound."),
            List.of("pcmemu run allreduce --model postal --P 13 --lambda 3      (P = f_8: 8 steps)"));

    private AllReduces() {
    }

    static void register(List<Algorithm> all) {
        for (CombiningAlgorithm a : CombiningAlgorithm.values()) {
            all.add(new Algorithm("allreduce", a.label(), Runs.LOGP_FAMILY, List.of(),
                    a == CombiningAlgorithm.FIBONACCI
                            ? "combining broadcast (TR Theorem 5.1): exact in the postal model with P = f_T"
                            : "optimal reduction, then optimal broadcast: 2 B(P) if g <= 2(L + 2o), else at most"
                                    + " 2 B(P) + g",
                    (m, p, o) -> {
                        CombiningReport r = CombiningReport.run(m.logP(), a, i -> i + 1L, Math::addExact, o);
                        return Runs.report("allreduce", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("lowerBound", r.lowerBound().value()), details(r));
                    }, a == CombiningAlgorithm.FIBONACCI // docs/algorithms.md, "Under a latency spread"
                            ? SpreadClaim.none("a latency below L can make it slower or faster than"
                                    + " its bound for latency L") : SpreadClaim.AT_MOST));
        }
    }

    private static RunDetails details(CombiningReport r) {
        List<RunDetails.Figure> figures = new ArrayList<>();
        if (r.algorithm() == CombiningAlgorithm.FIBONACCI) {
            CombiningSchedule s = CombiningSchedule.of(r.model());
            figures.add(new RunDetails.Figure("stepCycles", "step", s.step(), "cycles", "G = max(g, 2o, 1)"));
            figures.add(new RunDetails.Figure("lambdaSteps", "latency", s.lambda(), "steps",
                    "lambda = ceil((L+2o)/G)"));
            figures.add(new RunDetails.Figure("fibonacciSteps", "Fibonacci steps", s.fibonacciSteps(), "steps",
                    "T' with f_T' <= P the largest: TR Definition 3.6"));
            figures.add(new RunDetails.Figure("cores", "cores", s.cores(), "", "f_T' processors run Theorem 5.1"));
            figures.add(new RunDetails.Figure("pairs", "pairs", s.pairs(), "",
                    "P - f_T' processors pass their value to a core and get the result back"));
        }
        long value = (Long) r.held()[0];
        long P = r.model().P();
        List<RunDetails.Field> fields = List.of(
                new RunDetails.Field.Checked("lowerBound", "lower bound", r.lowerBound(), r.measured()),
                new RunDetails.Field.Text("operator", "operator", "sum", "long addition, processor i holds i+1"),
                new RunDetails.Field.Computed("value", "value", Long.toString(value),
                        "held by all " + P + " processors; P(P+1)/2 = " + Runs.triangular(P),
                        json -> json.writeNumber(value)));
        return new RunDetails(Map.of(), Map.of(), figures, fields, null, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()));
    }
}
