package org.pcmemu.cli;

/**
 * The exit codes of every command, as picocli's {@code exitCodeList} entries ("code:meaning"):
 * each {@code @Command} lists all four, so every help shows the same list (a test checks it).
 */
final class ExitCodes {
    static final String HEADING = "%nExit codes:%n";
    static final String OK = "0:the run completed";
    static final String RUN_FAILED = "1:the run failed (deadlock, timeout, I/O error)";
    static final String BAD_INPUT = "2:bad input";
    static final String CLAIM_BROKEN = "3:the run completed but its measured cost breaks the claim";

    private ExitCodes() {
    }

    /** Every exit code with its meaning, for a command built without annotations. */
    static java.util.Map<String, String> all() {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String code : new String[] {OK, RUN_FAILED, BAD_INPUT, CLAIM_BROKEN}) {
            out.put(code.substring(0, code.indexOf(':')), code.substring(code.indexOf(':') + 1));
        }
        return out;
    }
}
