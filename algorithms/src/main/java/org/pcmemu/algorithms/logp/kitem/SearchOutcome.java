package org.pcmemu.algorithms.logp.kitem;

/** How a search for a schedule ended. */
public enum SearchOutcome {
    /** A schedule was found. */
    FOUND,
    /** The search was exhaustive and found none: none of its kind exists. */
    NONE,
    /** The search stopped at its step budget: none found, none ruled out. */
    BUDGET
}
