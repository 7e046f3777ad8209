package org.pcmemu.harness;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.pcmemu.algorithms.logp.kitem.ContinuousReport;
import org.pcmemu.algorithms.logp.kitem.KItemAlgorithm;
import org.pcmemu.algorithms.logp.kitem.KItemReport;

/** The registry's kitem and continuous broadcasts of the postal model (SPAA section 3). */
final class KItems {
    private KItems() {
    }

    /* SPAA section 3: k items from one source, and continuous broadcast; the postal model only. */
    static void register(List<Algorithm> all) {
        Set<ModelKind> postal = EnumSet.of(ModelKind.POSTAL);
        for (KItemAlgorithm a : KItemAlgorithm.values()) {
            all.add(new Algorithm("kitem", a.label(), postal,
                    List.of(Parameter.withDefault("items", 1, 1, "items to broadcast, k")), switch (a) {
                        case OPTIMAL -> "continuous phase and endgame (SPAA Theorem 3.2): equals Theorem 3.1 where"
                                + " reached, else at most its plan";
                        case SINGLE_SENDING -> "each item leaves the source once (SPAA Theorem 3.7): at most"
                                + " B(P-1) + 2L + k - 2";
                        case BUFFERED -> "single-sending, buffered model (SPAA Theorem 3.8): equals"
                                + " L + B(P-1) + k - 1";
                        case SEQUENTIAL -> "k optimal one-item broadcasts in turn: at least Theorem 3.1";
                        case PIPELINED -> "a pipeline along a fixed tree of fan-out 2: at least Theorem 3.1";
                    }, (m, p, o) -> {
                        KItemReport r = KItemReport.run(m.logP(), a, KItemReport.items(p.get("items")), o);
                        return Runs.report("kitem", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("lowerBound", r.lowerBound().value(), "theorem31", r.theorem31(),
                                        "singleSendingBound", r.singleSendingBound(), "upperBound",
                                        r.upperBound().value(), "scheduleBound", r.scheduleBound().value(),
                                        "largestBuffer", r.largestBuffer()));
                    }));
        }
        all.add(new Algorithm("continuous", "block-cyclic", postal,
                List.of(Parameter.withDefault("items", 40, 1, "items created, one per step")),
                "block-cyclic schedule (SPAA Theorem 3.3): largest delay equals L + B(P-1) where one is found",
                (m, p, o) -> {
                    ContinuousReport r = ContinuousReport.run(m.logP(), KItemReport.items(p.get("items")), o);
                    return Runs.report("continuous", m, "block-cyclic", p, r.measured(), r.bound(), r.run(),
                            Runs.figures("fibonacciT", r.fibonacciT()));
                }));
    }
}
