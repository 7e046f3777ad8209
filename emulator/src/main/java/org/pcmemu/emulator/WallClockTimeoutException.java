package org.pcmemu.emulator;

/** The run exceeded its wall-clock limit ({@link RunOptions#timeout()}). */
public final class WallClockTimeoutException extends EmulationException {
    private static final long serialVersionUID = 1L;

    /**
     * The error.
     *
     * @param message  the timeout and the unfinished processors
     */
    public WallClockTimeoutException(String message) {
        super(message);
    }
}
