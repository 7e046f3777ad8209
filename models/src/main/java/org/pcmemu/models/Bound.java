package org.pcmemu.models;

/**
 * An analytic cost: a paper's formula or construction for the built-in algorithms, a program's
 * own analysis for a user's program (never a figure taken from a run).
 *
 * @param value  cost in model cycles
 * @param claim  how the measured cost must relate to it
 * @param source where it comes from, e.g. "Karp et al. TR Theorem 3.1"
 */
public record Bound(long value, Claim claim, String source) {

    /**
     * Checks the claim and the cost.
     *
     * @throws IllegalArgumentException if {@code claim} is null or {@code value} is negative
     */
    public Bound {
        if (claim == null) {
            throw new IllegalArgumentException("a bound needs a claim: equals, at most or at least");
        }
        if (value < 0) {
            throw new IllegalArgumentException("a bound is a cost in cycles, at least 0, got " + value);
        }
    }

    /**
     * A bound the measured cost must equal.
     *
     * @param value   the cost in model cycles
     * @param source  where it comes from
     * @return the bound
     */
    public static Bound equals(long value, String source) {
        return new Bound(value, Claim.EQUALS, source);
    }

    /**
     * A bound the measured cost must not exceed.
     *
     * @param value   the cost in model cycles
     * @param source  where it comes from
     * @return the bound
     */
    public static Bound atMost(long value, String source) {
        return new Bound(value, Claim.AT_MOST, source);
    }

    /**
     * A bound the measured cost must reach.
     *
     * @param value   the cost in model cycles
     * @param source  where it comes from
     * @return the bound
     */
    public static Bound atLeast(long value, String source) {
        return new Bound(value, Claim.AT_LEAST, source);
    }

    /**
     * Whether a measured cost satisfies the claim.
     *
     * @param measured  the run's cost in model cycles
     * @return whether the claim holds for it
     */
    public boolean holdsFor(long measured) {
        return claim.holds(measured, value);
    }

    /**
     * The measured cost over the bound.
     *
     * @param measured  the run's cost in model cycles
     * @return measured / bound; 1.0 when both are 0
     */
    public double ratio(long measured) {
        return value == 0 ? (measured == 0 ? 1.0 : Double.POSITIVE_INFINITY) : (double) measured / value;
    }
}
