package org.pcmemu.emulator;

/** A run that could not complete: deadlock, a failing processor, a timeout. */
public class EmulationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EmulationException(String message) {
        super(message);
    }

    public EmulationException(String message, Throwable cause) {
        super(message, cause);
    }
}
