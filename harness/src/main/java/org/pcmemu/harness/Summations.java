package org.pcmemu.harness;

import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.logp.summation.SummationAlgorithm;
import org.pcmemu.algorithms.logp.summation.SummationReport;
import org.pcmemu.emulator.RunOptions;

/**
 * The registry's summation: the optimal schedule and the binary tree (TR section 4; LogP paper
 * section 3.3), in both directions: the most operands within {@code time} t, N(t;P), with the
 * optimal schedule S(t), or the least time for {@code operands} n, T(n;P).
 */
final class Summations {
    static final Problem PROBLEM = new Problem("summation",
            "add n operands on P processors in least time (TR section 4)",
            List.of("With --time t the optimal schedule S(t) sums the most operands N(t;P) that P processors"
                            + " can sum in t cycles (TR Theorem 4.1); with --operands n it sums n operands in the"
                            + " least time T(n;P) = min{t : N(t;P) >= n}, or runs the binary-tree baseline, which"
                            + " can be no faster. Give exactly one of --time and --operands. One addition costs one"
                            + " cycle; the result is checked against the left-to-right fold of the operands. The"
                            + " example is the LogP paper's Figure 4: 79 operands in 28 cycles."),
            List.of("pcmemu run summation --model logp --P 8 --L 5 --o 2 --g 4 --time 28"));

    private static final Parameter OPERATOR = Parameter.choice("operator", SummationOperator.labels(),
            "the associative operator (sum adds operand i = i+1, so the sum is n(n+1)/2; concat joins the labels"
                    + " <0><1>...; matrix multiplies 2x2 matrices mod 2^31-1; the last two are not commutative)");

    private Summations() {
    }

    static void register(List<Algorithm> all) {
        for (SummationAlgorithm a : SummationAlgorithm.values()) {
            boolean optimal = a == SummationAlgorithm.OPTIMAL;
            List<Parameter> parameters = optimal
                    ? List.of(Parameter.optional("operands", 1, "sum exactly N operands in the least time T(n;P);"
                                    + " give this or time"),
                            Parameter.optional("time", 0, "sum the most operands N(t;P) within this many cycles"
                                    + " (TR section 4); give this or operands"),
                            OPERATOR)
                    : List.of(Parameter.required("operands", 1, "sum exactly N operands"), OPERATOR);
            all.add(new Algorithm("summation", a.label(), Runs.LOGP_FAMILY, parameters,
                    optimal
                            ? "the time-reversed optimal broadcast, least time T(n;P) (TR Theorem 4.1): equals"
                            : "binary-tree summation (LogP paper, Figure 4): at least T(n;P)",
                    new Run(a), optimal ? SpreadClaim.AT_LEAST // docs/algorithms.md, "Under a latency spread"
                            : SpreadClaim.none("a latency below L can make it faster than T(n;P) for latency L"
                                    + " (P = 2)")));
        }
    }

    /* One algorithm's runs; its check is that exactly one of time and operands is given. */
    private record Run(SummationAlgorithm algorithm) implements Algorithm.Runner {
        @Override
        public void check(Map<String, Long> parameters) {
            problem(parameters);
        }

        @Override
        public Report run(Machine m, Map<String, Long> p, RunOptions o) {
            SummationProblem problem = problem(p);
            SummationOperator operator = SummationOperator.values()[Math.toIntExact(p.get("operator"))];
            SummationReport r = operator.run(problem, m.logP(), o);
            return Runs.report("summation", m, algorithm.label(), p, r.measured(), r.bound(), r.run(),
                    Runs.figures("operands", r.operands(), "algorithmBound", r.algorithmBound().value(),
                            "processorsUsed", r.processorsUsed()),
                    details(problem, operator, r));
        }

        private SummationProblem problem(Map<String, Long> p) {
            return new SummationProblem(p.get("time"), p.get("operands"), algorithm);
        }
    }

    /* What run prints beyond every run's rows: N(t;P) or n, the processors used, the value. */
    private static RunDetails details(SummationProblem problem, SummationOperator operator, SummationReport r) {
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("operands", "operands", r.operands(), "",
                        problem.hasDeadline() ? "N(t;P), the most within t: TR section 4" : "as given"),
                new RunDetails.Figure("processorsUsed", "processors used", r.processorsUsed(), "", "of P"));
        List<RunDetails.Field> fields = List.of(
                new RunDetails.Field.Text("problem", "problem", problem.hasDeadline() ? "deadline" : "operands",
                        problem.hasDeadline()
                                ? "most operands within --time " + problem.deadline() + " cycles"
                                : "least time for --operands " + problem.operands()),
                new RunDetails.Field.Checked("algorithmBound", "algorithm bound", r.algorithmBound(), r.measured()),
                new RunDetails.Field.Text("operator", "operator", operator.label(), operator.description()),
                operator.value(r));
        return new RunDetails(Map.of(), Map.of(), figures, fields, null, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()));
    }
}
