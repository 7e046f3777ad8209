package org.pcmemu.algorithms.logp.kitem;

/** The k-item broadcast algorithms (SPAA section 3) and baselines, by their command-line names. */
public enum KItemAlgorithm {
    /**
     * Continuous phase and endgame (Theorem 3.2, Figure 2), or on small machines the exact search:
     * the Theorem 3.1 bound where a plan reaches it, else the optimum where the exact search proves it.
     */
    OPTIMAL("optimal"),
    /** The source sends each item once (section 3.4): claims B(P-1) + 2L + k - 2 (Theorem 3.7), met for L = 1 and L = 2 always. */
    SINGLE_SENDING("single-sending"),
    /** Single-sending in the buffered model (section 3.5, Theorem 3.8): L + B(P-1) + k - 1. */
    BUFFERED("buffered"),
    /** Baseline: k optimal one-item broadcasts one after another. */
    SEQUENTIAL("sequential"),
    /** Baseline: a pipeline along a fixed tree of fan-out 2. */
    PIPELINED("pipelined");

    private final String label;

    KItemAlgorithm(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether it runs in the buffered model (receives chosen from a buffer) rather than the plain postal model. */
    public boolean buffered() {
        return this == BUFFERED;
    }
}
