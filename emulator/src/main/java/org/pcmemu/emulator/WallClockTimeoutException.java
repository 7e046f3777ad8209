package org.pcmemu.emulator;

/** The run exceeded its wall-clock limit ({@link RunOptions#timeout()}). */
public final class WallClockTimeoutException extends EmulationException {
    private static final long serialVersionUID = 1L;

    public WallClockTimeoutException(String message) {
        super(message);
    }
}
