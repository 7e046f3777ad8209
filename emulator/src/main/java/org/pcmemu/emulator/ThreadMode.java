package org.pcmemu.emulator;

/** How virtual processors map onto Java threads. */
public enum ThreadMode {
    /** One virtual thread per processor (the default): cheap to park, so P can reach 10^5 and more. */
    VIRTUAL,
    /** One platform thread per processor: for comparison, and for programs that pin their thread. */
    PLATFORM
}
