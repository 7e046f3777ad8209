package org.pcmemu.harness.goal;

import org.pcmemu.emulator.InvalidParameterException;

/**
 * A GOAL file that cannot be read: its message is one line, "FILE:LINE:COLUMN: what is wrong",
 * lines and columns counted from 1 (a column counts characters, a tab as one). The command line
 * prints it and exits with code 2, as for any bad input.
 */
public final class GoalSyntaxException extends InvalidParameterException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;

    GoalSyntaxException(String file, int line, int column, String what) {
        super(file + ":" + line + ":" + column + ": " + what);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    /** The file as the message names it. */
    public String file() {
        return file;
    }

    /** The line of the error, from 1. */
    public int line() {
        return line;
    }

    /** The column of the error, from 1. */
    public int column() {
        return column;
    }
}
