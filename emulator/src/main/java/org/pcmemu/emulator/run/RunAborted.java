package org.pcmemu.emulator.run;

/**
 * Thrown inside processor threads to unwind a program after its run failed, timed out or was
 * interrupted; {@link RunLauncher} swallows it. An {@link Error}, so that a program's
 * {@code catch (Exception e)} does not stop the unwinding.
 */
public final class RunAborted extends Error {
    private static final long serialVersionUID = 1L;
    public static final RunAborted INSTANCE = new RunAborted();

    private RunAborted() {
        super("run aborted", null, false, false);
    }
}
