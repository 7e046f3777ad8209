package org.pcmemu.models.logp;

/** The code each LogP processor runs; {@link LogPProcessor#id()} tells them apart. */
@FunctionalInterface
public interface LogPProgram {
    void run(LogPProcessor processor) throws Exception;
}
