package org.pcmemu.algorithms.fft;

/**
 * Which processor holds which rows of the butterfly (LogP paper section 4.1.1). With n rows on P
 * processors:
 *
 * <pre>
 *   cyclic   row r on processor r mod P, local index r / P      (first log(n/P) columns local)
 *   blocked  row r on processor r / (n/P), local index r mod n/P (last log(n/P) columns local)
 *   hybrid   cyclic for the first log P columns, one all-to-all remap, blocked for the rest
 * </pre>
 */
public enum FftLayout {
    CYCLIC("cyclic"),
    BLOCKED("blocked"),
    HYBRID("hybrid");

    private final String label;

    FftLayout(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The row held at local index {@code k} of processor {@code p} in the cyclic layout. */
    static int cyclicRow(int p, int k, int P) {
        return p + k * P;
    }

    /** The row held at local index {@code k} of processor {@code p} in the blocked layout. */
    static int blockedRow(int p, int k, int perProcessor) {
        return p * perProcessor + k;
    }
}
