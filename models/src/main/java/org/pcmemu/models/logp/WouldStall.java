package org.pcmemu.models.logp;

/**
 * Ends a speculative attempt of an enforced run ({@link LogP.Hints#restartable()}): a reception found
 * more than ceil(L/g) messages in transit, so under the enforced rule a send would have stalled
 * and the attempt's times are not the run's. An {@link Error}, like the engine's own unwinding,
 * so that a program's {@code catch (Exception e)} does not keep the attempt going.
 */
final class WouldStall extends Error {
    private static final long serialVersionUID = 1L;
    static final WouldStall INSTANCE = new WouldStall();

    private WouldStall() {
        super("a send would stall under the enforced capacity", null, false, false);
    }
}
