package org.pcmemu.harness;

import java.util.List;
import org.pcmemu.algorithms.logp.alltoall.AllToAllBounds;
import org.pcmemu.algorithms.logp.alltoall.AllToAllOrder;
import org.pcmemu.algorithms.logp.alltoall.AllToAllReport;

/** The registry's alltoall: the staggered and the naive orders (TR section 5.1). */
final class AllToAlls {
    private AllToAlls() {
    }

    static void register(List<Algorithm> all) {
        for (AllToAllOrder order : AllToAllOrder.values()) {
            all.add(new Algorithm("alltoall", order.label(), Runs.LOGP_FAMILY,
                    List.of(Parameter.withDefault("items", 1, 1, "items per processor, k")),
                    order == AllToAllOrder.STAGGERED
                            ? "staggered order (TR section 5.1): L+2o+g(k(P-1)-1) where reachable"
                            : "naive order, everyone to 0 first, then 1, ...: at least the TR's time",
                    (m, p, o) -> {
                        AllToAllReport r = AllToAllReport.run(m.logP(), order, Math.toIntExact(p.get("items")), o);
                        return Runs.report("alltoall", m, order.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("scheduleBound", r.scheduleBound().value(), "lowerBound",
                                        r.lowerBound().value(), "receiveDelay", r.receiveDelay(), "period",
                                        AllToAllBounds.period(r.model().P(), r.itemsPerProcessor(), r.model().L(),
                                                r.model().o(), r.model().g())));
                    }));
        }
    }
}
