package org.pcmemu.models;

/** How a measured cost relates to the analytic bound an algorithm declares. */
public enum Claim {
    /** Proven optimal: the measured cost must equal the bound. */
    EQUALS("equals"),
    /** An upper bound: measured at most the bound. */
    AT_MOST("at most"),
    /** A lower bound: measured at least the bound. */
    AT_LEAST("at least");

    private final String label;

    Claim(String label) {
        this.label = label;
    }

    /**
     * The claim as help and reports write it.
     *
     * @return "equals", "at most" or "at least"
     */
    public String label() {
        return label;
    }

    /**
     * The claim as the relation in "measured is (not) ... the bound".
     *
     * @return "equal to", "at most" or "at least"
     */
    public String relation() {
        return this == EQUALS ? "equal to" : label;
    }

    /**
     * Whether a measured cost satisfies this claim.
     *
     * @param measured  the run's cost in model cycles
     * @param bound     the analytic cost in model cycles
     * @return whether the claim holds
     */
    public boolean holds(long measured, long bound) {
        return switch (this) {
            case EQUALS -> measured == bound;
            case AT_MOST -> measured <= bound;
            case AT_LEAST -> measured >= bound;
        };
    }
}
