package org.pcmemu.emulator;

/** Every live processor waits for a message and none is in flight. */
public final class DeadlockException extends EmulationException {
    private static final long serialVersionUID = 1L;

    /**
     * The error.
     *
     * @param message  the waiting processors as id@clock
     */
    public DeadlockException(String message) {
        super(message);
    }
}
