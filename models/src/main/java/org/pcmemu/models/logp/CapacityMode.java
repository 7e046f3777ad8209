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
    ENFORCE("enforce"),
    CHECK("check"),
    OFF("off");

    private final String label;

    CapacityMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The mode called {@code label}: enforce, check or off. */
    public static CapacityMode of(String label) {
        for (CapacityMode m : values()) {
            if (m.label.equals(label == null ? null : label.strip())) {
                return m;
            }
        }
        throw new InvalidParameterException("unknown capacity mode '" + label + "' (known: enforce, check, off)");
    }
}
