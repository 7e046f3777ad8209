package org.pcmemu.emulator;

/** Thrown inside processor threads to unwind a program after its bulk-synchronous run failed or timed out. */
final class SuperstepAborted extends Error {
    private static final long serialVersionUID = 1L;
    static final SuperstepAborted INSTANCE = new SuperstepAborted();

    private SuperstepAborted() {
        super("run aborted", null, false, false);
    }
}
