package org.pcmemu.algorithms.fft;

/**
 * The order in which a processor sends its points in the hybrid layout's remap (LogP paper
 * section 4.1.2). Processor i holds n/P^2 points for every processor, its own included (those
 * stay: a local copy).
 *
 * <pre>
 *   naive      rows in order: n/P^2 points to 0, then n/P^2 to 1, ...; every processor sends to
 *              the same destination at once ("all but L/g processors will stall on the first send")
 *   staggered  starts at its own block (the local copies), then i+1, i+2, ... mod P: at every
 *              slot the P senders have P different destinations
 * </pre>
 */
public enum RemapOrder {
    NAIVE("naive"),
    STAGGERED("staggered");

    private final String label;

    RemapOrder(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The b-th destination block of processor {@code i}'s sequence, b = 0..P-1 (one block is its own). */
    int block(int i, int b, int P) {
        return this == NAIVE ? b : (i + b) % P;
    }
}
