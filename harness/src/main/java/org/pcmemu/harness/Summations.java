package org.pcmemu.harness;

import java.util.List;
import org.pcmemu.algorithms.logp.summation.SummationAlgorithm;
import org.pcmemu.algorithms.logp.summation.SummationReport;

/** The registry's summation: the optimal schedule and the binary tree (TR section 4). */
final class Summations {
    private Summations() {
    }

    static void register(List<Algorithm> all) {
        for (SummationAlgorithm a : SummationAlgorithm.values()) {
            all.add(new Algorithm("summation", a.label(), Runs.LOGP_FAMILY,
                    List.of(Parameter.required("operands", 1, "operands to add (operand i is i + 1)")),
                    a == SummationAlgorithm.OPTIMAL
                            ? "the time-reversed optimal broadcast, least time T(n;P) (TR Theorem 4.1): equals"
                            : "binary-tree summation (LogP paper, Figure 4): at least T(n;P)",
                    (m, p, o) -> {
                        SummationReport r = SummationReport.run(m.logP(), a, p.get("operands"), i -> i + 1,
                                Long::sum, o);
                        return Runs.report("summation", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("algorithmBound", r.algorithmBound().value(), "processorsUsed",
                                        r.processorsUsed()));
                    }));
        }
    }
}
