package org.pcmemu.models.logp;

import org.pcmemu.emulator.InvalidParameterException;

/**
 * When a LogP processor pays the receive overhead o of a message (docs/models.md, "When the
 * receive overhead is paid"). The reception starts at the first moment at which the message has
 * arrived, the receive gap has passed and the processor is free, in both rules; they differ in
 * what "free" means.
 *
 * <pre>
 *   AT_CALL     when the program calls receive(): r = max(clock at the call, arrival,
 *               lastReceiveStart + gap). The LogP papers' reading: the processor chooses to receive.
 *   AT_ARRIVAL  when the message arrives, between the program's operations, whether or not it
 *               called receive(): r = max(arrival, CPU free, lastReceiveStart + gap), as LogGOPSim
 *               does (Hoefler, Schneider, Lumsdaine 2010). A message whose reception could start at
 *               or before the start of the program's next send, computation or wait is received
 *               first (ties: the message first); the program's receive() later takes it at no
 *               further cost.
 * </pre>
 *
 * Simultaneous arrivals are received in order of sender id, then send order, in both rules.
 */
public enum ReceiveRule {
    /** The overhead is paid when the program calls {@link LogPProcessor#receive()} (the default). */
    AT_CALL("at-call"),
    /** The overhead is paid when the message arrives and the processor is free, as in LogGOPSim. */
    AT_ARRIVAL("at-arrival");

    private final String label;

    ReceiveRule(String label) {
        this.label = label;
    }

    /**
     * The name the command line and the reports use.
     *
     * @return at-call or at-arrival
     */
    public String label() {
        return label;
    }

    /**
     * The rule called {@code label}.
     *
     * @param label  at-call or at-arrival (surrounding blanks ignored)
     * @return the rule
     * @throws InvalidParameterException for any other name
     */
    public static ReceiveRule of(String label) {
        for (ReceiveRule r : values()) {
            if (r.label.equals(label == null ? null : label.strip())) {
                return r;
            }
        }
        throw new InvalidParameterException("unknown receive rule '" + label + "' (known: at-call, at-arrival)");
    }
}
