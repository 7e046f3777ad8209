package org.pcmemu.harness;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastKind;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.algorithms.bsp.broadcast.KaryReplicationBroadcast;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastKind;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastReport;
import org.pcmemu.algorithms.dbsp.broadcast.DBspRootBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastKind;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastReport;
import org.pcmemu.algorithms.hpram.broadcast.HeywoodRankaBroadcast;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.models.bsp.Bsp;

/** The registry's broadcasts: LogP and postal, BSP, H-PRAM and D-BSP. */
final class Broadcasts {
    private static final Parameter WORDS = Parameter.withDefault("words", 1, 1,
            "length of the broadcast message in words");

    private Broadcasts() {
    }

    static void register(List<Algorithm> all) {
        logPBroadcasts(all);
        bspBroadcasts(all);
        localityBroadcasts(all);
    }

    private static void logPBroadcasts(List<Algorithm> all) {
        for (BroadcastAlgorithm a : BroadcastAlgorithm.values()) {
            all.add(new Algorithm("broadcast", a.label(), Runs.LOGP_FAMILY, List.of(), switch (a) {
                case OPTIMAL -> "the universal optimal tree (TR Theorem 3.1): equals B(P)";
                case FLAT -> "the root sends to every other processor in turn: at least B(P)";
                case BINOMIAL -> "the binomial tree: at least B(P)";
            }, (m, p, o) -> {
                BroadcastReport r = BroadcastReport.run(m.logP(), a, o);
                return Runs.report("broadcast", m, a.label(), p, r.measured(), r.bound(), r.run(),
                        Runs.figures("closedForm", r.closedForm()));
            }));
        }
    }

    private static void bspBroadcasts(List<Algorithm> all) {
        Parameter k = Parameter.required("k", 2, "the replication parameter");
        for (BspBroadcastKind kind : BspBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.BSP),
                    kind.takesK() ? List.of(k, WORDS) : List.of(WORDS),
                    kind.help() + " (BSP broadcasting notes): equals the notes' cost", (m, p, o) -> {
                        Bsp model = m.bsp();
                        int n = Math.toIntExact(p.get("words"));
                        int given = kind.takesK() ? Math.toIntExact(p.get("k")) : 0;
                        BspBroadcastReport r = Runs.fitting(() -> BspBroadcastReport.run(model,
                                kind.create(model, n, given), n, o));
                        Map<String, Number> figures = Runs.figures("wordsSent", r.run().result().words());
                        if (r.algorithm() instanceof KaryReplicationBroadcast kary) {
                            figures.put("k", kary.k()); // the k that best chose, or the given one
                        }
                        return Runs.report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
    }

    private static void localityBroadcasts(List<Algorithm> all) {
        for (HPramBroadcastKind kind : HPramBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.HPRAM), kind.takesK()
                    ? List.of(Parameter.optional("k", 2, "the fixed group size (default 2^ceil(sqrt(ceil(log p))))"))
                    : List.of(), kind.help(), (m, p, o) -> {
                        var model = m.hPram();
                        HPramBroadcast a = kind.create(model, p.containsKey("k") ? Math.toIntExact(p.get("k")) : null);
                        HPramBroadcastReport r = Runs.fitting(() -> HPramBroadcastReport.run(model, a, o));
                        Map<String, Number> figures = Runs.figures("recurrence", r.predicted(), "theorem32", r.theorem32(),
                                "lowerBound", r.lowerBound());
                        if (a instanceof HeywoodRankaBroadcast hr) {
                            figures.put("k", hr.k());
                        }
                        return Runs.report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
        for (DBspBroadcastKind kind : DBspBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.DBSP), List.of(), kind.help(),
                    (m, p, o) -> {
                        DBspBroadcastReport r = Runs.fitting(() -> DBspBroadcastReport.run(m.dBsp(), kind.create(), o));
                        Map<String, Number> figures = Runs.figures("recurrence", r.predicted(), "theorem33",
                                r.theorem33(), "lowerBound", r.lowerBound());
                        if (kind == DBspBroadcastKind.ROOT) {
                            figures.put("halvings", DBspRootBroadcast.topHalvings(r.model()));
                        }
                        return Runs.report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
    }
}
