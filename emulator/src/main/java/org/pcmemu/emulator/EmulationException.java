package org.pcmemu.emulator;

/** A run that could not complete: deadlock, a failing processor, a timeout. */
public class EmulationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A failure of the run.
     *
     * @param message  what failed, where and when
     */
    public EmulationException(String message) {
        super(message);
    }

    /**
     * A failure of the run caused by {@code cause}.
     *
     * @param message  what failed, where and when
     * @param cause    the exception that caused it
     */
    public EmulationException(String message, Throwable cause) {
        super(message, cause);
    }
}
