package org.pcmemu.emulator;

/** A model or run parameter is out of range; the message names the parameter and the rule. */
public class InvalidParameterException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * The error.
     *
     * @param message  the parameter, its value and the rule it breaks
     */
    public InvalidParameterException(String message) {
        super(message);
    }
}
