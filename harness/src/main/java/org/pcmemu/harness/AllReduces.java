package org.pcmemu.harness;

import java.util.List;
import org.pcmemu.algorithms.logp.combining.CombiningAlgorithm;
import org.pcmemu.algorithms.logp.combining.CombiningReport;

/** The registry's allreduce: the combining broadcast and reduce-then-broadcast (TR section 5). */
final class AllReduces {
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
                        CombiningReport r = CombiningReport.run(m.logP(), a, i -> (long) i + 1, Long::sum, o);
                        return Runs.report("allreduce", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("lowerBound", r.lowerBound().value()));
                    }));
        }
    }
}
