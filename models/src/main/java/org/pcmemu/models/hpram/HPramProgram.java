package org.pcmemu.models.hpram;

/** The code each H-PRAM processor runs, or runs in its part of a partition. */
@FunctionalInterface
public interface HPramProgram {
    void run(HPramProcessor processor) throws Exception;
}
