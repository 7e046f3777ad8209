package org.pcmemu.emulator.window;

/**
 * A promise to receive first, broken ({@link WindowProcessor#notReceivingFirst}): always at model
 * time 0, since such a processor's clock cannot move before its first reception (the
 * synchronizer reports it at that time, whatever the processor did after catching it).
 */
final class BrokenPromise extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /* Processor id did `what` (as in "sent") before its first reception; cause: what it threw, if that was it. */
    BrokenPromise(int id, String what, boolean startedLate, Throwable cause) {
        super("processor " + id + " " + what
                + " before its first reception, but the program said that it begins by receiving"
                + (startedLate ? " (it was started only when its first message came)" : ""), cause);
    }
}
