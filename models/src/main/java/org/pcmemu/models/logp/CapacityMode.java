package org.pcmemu.models.logp;

import org.pcmemu.emulator.InvalidParameterException;

/**
 * What a LogP run does with the finite capacity, at most ceil(L/g) messages in transit to one
 * processor (a message is in transit from its departure, o after its send starts, to its
 * arrival, L later).
 *
 * <pre>
 *   ENFORCE  the LogP paper's rule: a send that would exceed the destination's limit stalls its
 *            sender until it fits; requests are decided in order of model time, then sender id
 *   CHECK    no stalls: every message takes exactly L; excess is counted and reported
 *   OFF      no stalls, no count
 * </pre>
 *
 * The sending side needs no rule: one processor's sends start at least g apart, so at most
 * ceil(L/g) of them are in transit at once.
 */
public enum CapacityMode {
    /** A send that would exceed its destination's limit stalls its sender until it fits (the default). */
    ENFORCE("enforce"),
    /** No stalls; every reception counts the messages in transit to its receiver, and the report says the worst. */
    CHECK("check"),
    /** No stalls, no counts. */
    OFF("off");

    private final String label;

    CapacityMode(String label) {
        this.label = label;
    }

    /**
     * The name the command line and the reports use.
     *
     * @return enforce, check or off
     */
    public String label() {
        return label;
    }

    /**
     * The mode called {@code label}.
     *
     * @param label  enforce, check or off (surrounding blanks ignored)
     * @return the mode
     * @throws InvalidParameterException for any other name
     */
    public static CapacityMode of(String label) {
        for (CapacityMode m : values()) {
            if (m.label.equals(label == null ? null : label.strip())) {
                return m;
            }
        }
        throw new InvalidParameterException("unknown capacity mode '" + label + "' (known: enforce, check, off)");
    }
}
