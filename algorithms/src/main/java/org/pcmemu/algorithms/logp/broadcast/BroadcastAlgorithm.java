package org.pcmemu.algorithms.logp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/** The single-item LogP broadcasts pcmemu runs: the optimal one and two baselines. */
public enum BroadcastAlgorithm {
    /** The universal-tree broadcast of Karp, Sahay, Santos and Schauser (optimal). */
    OPTIMAL("optimal") {
        @Override
        public BroadcastTree tree(LogP m) {
            return BroadcastTree.optimal(m.P(), m.L(), m.o(), m.g());
        }

        @Override
        public Bound bound(LogP m) {
            return new Bound(BroadcastBounds.optimalTime(m.P(), m.L(), m.o(), m.g()), Claim.EQUALS,
                    "B(P) of the universal tree: TR Theorem 3.1, SPAA Theorem 2.1");
        }
    },
    /** The source sends to every other processor in turn. */
    FLAT("flat") {
        @Override
        public BroadcastTree tree(LogP m) {
            return BroadcastTree.flat(m.P());
        }
    },
    /** Binomial tree: every informed processor sends in every round. */
    BINOMIAL("binomial") {
        @Override
        public BroadcastTree tree(LogP m) {
            return BroadcastTree.binomial(m.P());
        }
    };

    private final String label;

    BroadcastAlgorithm(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public abstract BroadcastTree tree(LogP model);

    /** A baseline can be no faster than the optimal broadcast B(P): a lower bound. */
    public Bound bound(LogP m) {
        return new Bound(BroadcastBounds.optimalTime(m.P(), m.L(), m.o(), m.g()), Claim.AT_LEAST,
                "B(P), the optimum over all broadcasts: TR Theorem 3.1");
    }
}
