export * from './Home';
export * from './homeInteractive';
