package org.pcmemu.algorithms;

/**
 * An analytic cost, computed from a paper's formula or construction (never from a run).
 *
 * @param value  cost in model cycles
 * @param claim  how the measured cost must relate to it
 * @param source where it comes from, e.g. "Karp et al. TR Theorem 3.1"
 */
public record Bound(long value, Claim claim, String source) {

    public boolean holdsFor(long measured) {
        return claim.holds(measured, value);
    }

    /** measured / bound; 1.0 when both are 0. */
    public double ratio(long measured) {
        return value == 0 ? (measured == 0 ? 1.0 : Double.POSITIVE_INFINITY) : (double) measured / value;
    }
}
