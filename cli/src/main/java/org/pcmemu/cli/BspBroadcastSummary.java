package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastKind;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.algorithms.bsp.broadcast.KaryReplicationBroadcast;
import org.pcmemu.models.bsp.CostConvention;

/** Turns a {@link BspBroadcastReport} into the command line's {@link RunSummary}. */
final class BspBroadcastSummary {
    private BspBroadcastSummary() {
    }

    /**
     * @param model   the model's parameters (p, g, L, cost)
     * @param choice  the algorithm as the user named it
     */
    static RunSummary of(NamedParameters model, BspBroadcastKind choice, BspBroadcastReport r) {
        Map<String, Object> parameters = new LinkedHashMap<>();
        if (r.algorithm() instanceof KaryReplicationBroadcast kary) { // kary, or best with the k it chose
            parameters.put("k", (long) kary.k());
        }
        parameters.put("words", (long) r.n());
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("wordsSent", "words sent", r.run().result().words(), "",
                        "emulated: words in all messages"));
        return new RunSummary("broadcast", model, new NamedParameters(choice.label(), parameters),
                r.measured(), r.bound(), RunSummary.RunStats.of(r.run().result()), null, figures,
                new RunDetails.Supersteps(pricing(r.model().convention()), r.supersteps()), null, null);
    }

    /** The superstep price of each convention, as in {@link CostConvention}. */
    static String pricing(CostConvention convention) {
        return switch (convention) {
            case MAX -> "w + max(L, h*g)";
            case SUM -> "w + h*g + L";
        };
    }
}
